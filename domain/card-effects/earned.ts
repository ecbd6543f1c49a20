// Rulebook 7.2 "Solving a Mission" (artifacts earned) and Betazoid Gift Box: "Immediately look through your draw deck
// … and choose three cards to place in your hand.": what an earned card's declared text does as it is earned. The
// mission attempt asks it through its port (domain/mission-attempt/text-port.ts).
import * as O from 'fp-ts/Option';
import { type CardId, type GameState, getCard } from '../core/game-state';
import { beginTaking } from './follow-up';
import { declaredText } from './in-play';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Betazoid Gift Box: "Immediately look through your draw deck …": the choice follows as its own decision
// (`card.choose`) once the attempt is over; one at a time, so a second such artifact does nothing while one is chosen
/**
 * The game once the earned card's text has done what it does as it is earned (the game itself when nothing).
 * @category operations
 */
export const whenEarned =
  (id: CardId) =>
  (game: GameState): GameState => {
    const effect = O.flatMap(declaredText(getCard(id)(game).blueprint), (t) => O.fromNullable(t.whenEarned));
    if (O.isNone(effect) || game.choosing !== undefined) return game;
    return beginTaking(getCard(id)(game).controller, effect.value.count, id)(game);
  };
