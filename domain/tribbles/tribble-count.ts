// Rulebook "[Tribble] Tribbles (11.3)": "Trouble cards may play on any tribble group at any time, but portions of its
// gametext will not 'activate' until the listed 'minimum' number of tribbles is present." The number of tribbles
// present with a card: the tribbles its tribble group's cards represent (each card's title, `tribblesOn`), whoever's
// they are, at the card's place (aboard one ship or facility, or on one planet surface).

import { tribblesOn } from '../../cards/tribble-cards';
import { blueprintOf, type CardId, cardsIn, type GameState, getCard } from '../core/game-state';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The number of tribbles of the tribble group where the card is (Rulebook "Tribbles (11.3)").
 * @category predicates
 */
export const tribblesPresent =
  (card: CardId) =>
  (game: GameState): number =>
    cardsIn(getCard(card)(game).zone)(game).reduce((sum, id) => sum + tribblesOn(blueprintOf(id)(game)), 0);

// Rulebook "Tribbles (11.3)": "portions of its gametext will not 'activate' until the listed 'minimum' number of
// tribbles is present"
/**
 * Whether at least `minimum` tribbles are present where the card is: a Trouble's portion of text for that minimum
 * is active.
 * @category predicates
 */
export const isActive =
  (card: CardId, minimum: number) =>
  (game: GameState): boolean =>
    tribblesPresent(card)(game) >= minimum;
