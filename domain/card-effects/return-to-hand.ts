// The general verb `returnToHand` (issue #14; cards/language/verb-language.ts): a selected card returns to its owner's
// hand. A card in play leaves play (Rulebook "Leaving Play": with the cards played on it); a card not in play, the one
// just played (Energy Vortex: "That card returns to their hand and a different one must be played instead"), goes back
// without its results, and with `notAgainThisTurn` may not be played again this turn (domain/card-play/card-play.ts asks
// `wasReturnedThisTurn`).

import { leavePlay } from '../cards-in-play/leave-play';
import { isInPlay } from '../cards-in-play/persona';
import { named, record } from '../core/chronicle';
import { type CardId, type GameState, getCard, moveCard } from '../core/game-state';
import { usedThisTurn, useThisTurn } from '../core/this-turn';

const returnedKey = (card: string): string => `returnedToHand:${card}`;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Energy Vortex: "That card returns to their hand and a different one must be played instead."
/**
 * Whether a card was returned to its owner's hand this turn instead of being played (it may not be played again).
 * @category predicates
 */
export const wasReturnedThisTurn =
  (card: string) =>
  (game: GameState): boolean => {
    const instance = game.cards[card];
    return instance !== undefined && usedThisTurn(instance.owner, returnedKey(card))(game);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Leaving Play": a card in play returned to hand leaves play; Energy Vortex: a card just played goes back to
// its owner's hand without its results
/**
 * The card returns to its owner's hand (leaving play if in play); with `notAgainThisTurn`, not to be played again
 * this turn.
 * @category operations
 */
export const returnToHand =
  (card: CardId, notAgainThisTurn: boolean) =>
  (game: GameState): GameState => {
    const instance = getCard(card)(game);
    const owner = instance.owner;
    const back = isInPlay(instance)
      ? leavePlay(card, 'hand')(game)
      : record(
          `${named(card)(game)} returns to ${owner}'s hand`,
          card,
        )(moveCard(card, { kind: 'hand', player: owner }, 'bottom')(game));
    return notAgainThisTurn ? useThisTurn(owner, returnedKey(card))(back) : back;
  };
