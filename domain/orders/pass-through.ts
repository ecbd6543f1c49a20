// Alternate Universe Door: "Allows one ship to pass through {Q-Net}": the turn effect `passThrough(barrier)` of the
// general verb `forThisTurn` (cards/language/verb-language.ts). This turn, one passage of the ship between two
// locations that a card so titled forbids (`prevent('passBetween')`, Rulebook 7.1.5 Move; domain/orders/passage.ts)
// is allowed; the move that makes it spends the allowance. Kept in the turn's record (domain/core/this-turn.ts) of the
// ship's controller, it ends with the turn.
import { type CardId, type GameState, getCard } from '../core/game-state';
import { usedThisTurn, useThisTurn } from '../core/this-turn';

const allowedKey = (ship: CardId, barrier: string): string => `passThrough:${ship}:${barrier}`;
const spentKey = (ship: CardId, barrier: string): string => `passedThrough:${ship}:${barrier}`;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether the ship may pass one barrier of the card titled `barrier` this turn, its allowance not spent yet.
 * @category predicates
 */
export const mayPassThrough =
  (ship: CardId, barrier: string) =>
  (game: GameState): boolean => {
    const player = getCard(ship)(game).controller;
    return (
      usedThisTurn(player, allowedKey(ship, barrier))(game) &&
      !usedThisTurn(player, spentKey(ship, barrier))(game)
    );
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The ship may pass one barrier of the card titled `barrier` this turn.
 * @category operations
 */
export const allowPassThrough =
  (ship: CardId, barrier: string) =>
  (game: GameState): GameState =>
    useThisTurn(getCard(ship)(game).controller, allowedKey(ship, barrier))(game);

/**
 * The ship passed a barrier of the card titled `barrier`: its allowance for this turn is spent.
 * @category operations
 */
export const spendPassThrough =
  (ship: CardId, barrier: string) =>
  (game: GameState): GameState =>
    useThisTurn(getCard(ship)(game).controller, spentKey(ship, barrier))(game);
