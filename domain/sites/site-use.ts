// The turn action `site.use` (not an order): a player uses a site's text that their turn allows, once each turn. With
// a `card` and a `skill`, Schoolroom's Youth skill (./schoolroom.ts); without, a look at a hidden card (Garak's Tailor
// Shop, Science Lab: ./site-sights.ts).
import type * as E from 'fp-ts/Either';
import type { GameState, PlayerId } from '../core/game-state';
import type { RuleError } from '../core/rule-error';
import * as Schoolroom from './schoolroom';
import * as SiteSights from './site-sights';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Use a site's text (`site.use`). */
export type SiteUse = Schoolroom.UseSchoolroom | SiteSights.LookBySite;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Right when the site's text may be used so now, else the rule it breaks.
 * @category predicates
 */
export const check =
  (command: SiteUse) =>
  (game: GameState): E.Either<RuleError, void> =>
    'card' in command ? Schoolroom.check(command)(game) : SiteSights.check(command)(game);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Every legal use of a site's text now.
 * @category operations
 */
export const candidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<SiteUse> => [
    ...Schoolroom.candidates(player)(game),
    ...SiteSights.candidates(player)(game),
  ];

/**
 * The game after a legal use.
 * @category operations
 */
export const apply =
  (command: SiteUse) =>
  (game: GameState): GameState =>
    'card' in command ? Schoolroom.apply(command)(game) : SiteSights.apply(command)(game);
