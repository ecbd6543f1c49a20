// Rulebook "Sites" (2.11): "Although usually seeded, Sites can be stocked in your draw deck. Playing one uses your
// normal card play"; "Facility Phase": "You may stock Site cards in your draw deck and add them to your facility during
// the game using your normal card play", on any Nor where the site may play, at a position of the station's line that
// keeps the levels grouped (domain/sites/placement.ts). The card play itself (timing, response windows, the card play
// spent) is domain/card-play/card-play.ts's.
import type * as E from 'fp-ts/Either';
import type { CardId, GameState, PlayerId } from '../core/game-state';
import type { RuleError } from '../core/rule-error';
import { addSite, checkSiteAt, norsInPlay, sitePositions } from './placement';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Play a site from hand on a Nor in play, at `position` of its line (0 the innermost). */
export interface PlaySite {
  readonly type: 'card.play';
  readonly player: PlayerId;
  readonly card: CardId;
  readonly kind: 'site';
  readonly station: CardId;
  readonly position: number;
}

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Right when the site may be added where the play names (station, placement, uniqueness, line), else the rule.
 * @category predicates
 */
export const checkPlaySite = (command: PlaySite): ((game: GameState) => E.Either<RuleError, void>) =>
  checkSiteAt(command.card, command.station, command.position);

/**
 * Every way to play the site card: on each Nor in play, at each legal position of its line.
 * @category predicates
 */
export const sitePlays =
  (player: PlayerId, card: CardId) =>
  (game: GameState): ReadonlyArray<PlaySite> =>
    norsInPlay(game).flatMap((station) =>
      sitePositions(
        card,
        station,
      )(game).map(
        (position): PlaySite => ({ type: 'card.play', player, card, kind: 'site', station, position }),
      ),
    );

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game with a legally played site in the station's line, face up, owned by its player.
 * @category operations
 */
export const playSite = (command: PlaySite): ((game: GameState) => GameState) =>
  addSite(command.player, command.card, command.station, command.position, 'plays');
