// Rulebook 7.1.5 Move, as a card in play forbids a ship to move: the query point the move order (./move.ts) asks,
// answered by the dilemmas' lasting rules (domain/dilemma-effects/lasting.ts). A module that imports only the core, so
// that the point exists before any answer to it is built.
import type { CardId } from '../core/game-state';
import { anyOf } from '../core/query-points';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * The query point `move.forbidden`: whether a card in play forbids the ship to move (Menthar Booby Trap "it cannot
 * move", Two-Dimensional Creatures "Ship can't move": dilemmas in play on it).
 * @category model
 */
export const movementForbidden = anyOf<CardId>('move.forbidden');
