// README "No silent blank cards": a card whose game text the engine does not implement (domain/card-effects/coverage.ts)
// plays as a blank card (a deck holding one is refused unless created with `allowUnimplemented`); every time one
// matters the chronicle says so and the game records it (`GameState.blankCards`, then the game result's). A card
// matters, by kind:
// - a card that enters play from hand or the seed deck (a personnel, ship or equipment reported, a facility built or
//   seeded, a site or time location played or seeded, a doorway or table card seeded): its text is in play, blank;
// - a dilemma when met (domain/mission-attempt/encounter.ts), a mission's text when it is solved, its attempt text
//   when it is attempted and its unread requirements when they fail the attempt (domain/mission-attempt).
// An event, interrupt, incident, objective or other card that plays only by its text is never offered without a
// declaration, so it never matters: it stays in hand.
import * as O from 'fp-ts/Option';
import type { Blueprint } from '../../cards/blueprint';
import { named, record } from '../core/chronicle';
import { type AnyTrigger, trigger } from '../core/game-events';
import { blueprintOf, type CardId, type GameState } from '../core/game-state';
import { memoize } from '../core/memo';
import { markBlank } from '../core/rules-options';
import { textStatus } from './coverage';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * `textStatus` once per blueprint (it reads the text with regular expressions; card plays ask it often); called
 * through an arrow, as coverage.ts may still be loading when this module is (an import cycle through the rules).
 */
const statusOf = memoize((card: Blueprint) => textStatus(card));

/**
 * Why a card's game text is not implemented, or none when it is.
 * @category predicates
 */
export const blankReason = (card: Blueprint): O.Option<string> => {
  const status = statusOf(card);
  return status.implemented ? O.none : O.some(status.reason);
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// README "No silent blank cards": a card whose text is not implemented enters play as a blank card
/**
 * The game with a card that just entered play logged and recorded as a blank card when its game text is not
 * implemented; unchanged otherwise.
 * @category operations
 */
export const enteredPlay =
  (card: CardId) =>
  (game: GameState): GameState =>
    O.match(
      () => game,
      (reason: string) =>
        record(
          `${named(card)(game)} is played as a blank card: its text is not implemented (${reason})`,
          card,
        )(markBlank(card)(game)),
    )(blankReason(blueprintOf(card)(game)));

/**
 * The settle step's answer to `card.enteredPlay` (domain/game/settle.ts): `enteredPlay`.
 * @category operations
 */
export const logsBlankEntry: AnyTrigger = trigger({
  name: 'README "No silent blank cards": a card entering play whose text is not implemented',
  on: 'card.enteredPlay',
  run: (event) => enteredPlay(event.card),
});
