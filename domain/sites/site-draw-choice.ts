// Sites whose text lets a player draw a card ("may draw"): the player decides, a follow-up choice (`card.choose` naming
// the site: draw; `choosing.stop`: no; domain/card-effects/follow-up.ts). Quark's Bar's additional card is drawn with
// the end-of-turn actions (./morn-draw.ts); Primary Turbolift's at once (./turbolift-draw.ts), a response window
// opening on it (Subspace Schism).
import * as E from 'fp-ts/Either';
import { named, record } from '../core/chronicle';
import { drawCards } from '../core/draw-cards';
import { openDrawWindows } from '../core/draw-windows';
import { blueprintOf, type CardId, type GameState, type PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { usedThisTurn, useThisTurn } from '../core/this-turn';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** `player` decides whether to draw the card `site`'s text allows, at once or with the end-of-turn actions. */
export interface SiteDrawChoice {
  readonly kind: 'siteCardDraw';
  readonly player: PlayerId;
  readonly site: CardId;
  readonly at: 'now' | 'endOfTurn';
}

/** The answer: `card.choose` naming the site draws the card, `choosing.stop` does not. */
export type SiteDrawCommand =
  | { readonly type: 'card.choose'; readonly player: PlayerId; readonly card: CardId }
  | { readonly type: 'choosing.stop'; readonly player: PlayerId };

const AT_END_OF_TURN = 'site card draw at end of turn';
const NOW = 'site card draw now';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether `player` decided this turn to draw a card with the end-of-turn actions by a site's text.
 * @category predicates
 */
export const drawsAtEndOfTurn =
  (player: PlayerId) =>
  (game: GameState): boolean =>
    usedThisTurn(player, AT_END_OF_TURN)(game);

/**
 * Whether `player` drew a card at once by a site's text this turn ("Once every turn").
 * @category predicates
 */
export const drewNowThisTurn =
  (player: PlayerId) =>
  (game: GameState): boolean =>
    usedThisTurn(player, NOW)(game);

/**
 * Right when the command answers the choice (its site, or no draw), else the rule it breaks.
 * @category predicates
 */
export const check =
  (choice: SiteDrawChoice, command: SiteDrawCommand) =>
  (game: GameState): E.Either<RuleError, void> =>
    command.player === choice.player && (command.type === 'choosing.stop' || command.card === choice.site)
      ? E.right(undefined)
      : E.left(
          ruleError(
            blueprintOf(choice.site)(game).title,
            `${choice.player} may draw the card (naming the site) or not (\`choosing.stop\`).`,
          ),
        );

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after the decision: the card drawn now, or its draw with the end-of-turn actions recorded, or nothing.
 * @category operations
 */
export const decide =
  (choice: SiteDrawChoice, command: SiteDrawCommand) =>
  (game: GameState): GameState => {
    const { choosing: _made, ...rest } = game;
    const { player, site } = choice;
    if (command.type === 'choosing.stop')
      return record(`${player} draws no card: ${named(site)(game)}`, site)(rest);
    if (choice.at === 'endOfTurn') return useThisTurn(player, AT_END_OF_TURN)(rest);
    const drawn = record(
      `${player} draws a card: ${named(site)(rest)}`,
      site,
    )(useThisTurn(player, NOW)(drawCards(player, 1)(rest)));
    return openDrawWindows(rest)(drawn);
  };

/**
 * Every answer: draw (naming the site) or not.
 * @category operations
 */
export const choices = (choice: SiteDrawChoice, player: PlayerId): ReadonlyArray<SiteDrawCommand> =>
  player === choice.player
    ? [
        { type: 'card.choose', player, card: choice.site },
        { type: 'choosing.stop', player },
      ]
    : [];
