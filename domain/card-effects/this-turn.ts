// Rulings "once each turn" and Red Alert!'s "in place of your normal card play": card text a player has used during
// the current turn. The record names its turn, so it needs no reset: a record of an earlier turn is empty.
import type { GameState, PlayerId } from '../game-state';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether `player` used the card text `key` (a card title or a rule) during the current turn.
 * @category predicates
 */
export const usedThisTurn =
  (player: PlayerId, key: string) =>
  (game: GameState): boolean =>
    game.textThisTurn !== undefined &&
    game.textThisTurn.turn === game.turn.number &&
    game.textThisTurn.used.includes(`${player}:${key}`);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Records that `player` used the card text `key` during the current turn.
 * @category operations
 */
export const useThisTurn =
  (player: PlayerId, key: string) =>
  (game: GameState): GameState => {
    const current = game.textThisTurn?.turn === game.turn.number ? game.textThisTurn.used : [];
    return { ...game, textThisTurn: { turn: game.turn.number, used: [...current, `${player}:${key}`] } };
  };
