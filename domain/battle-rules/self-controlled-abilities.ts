// Current Rulings "battle" (self-controlled cards) and Borg Ship: "End of every turn: Attacks all ships, then moves":
// the query point the self-controlled cards' acts (./self-controlled.ts) ask, answered by the dilemmas' lasting rules
// (domain/dilemma-effects/lasting.ts). A module that imports only the core, so that the point exists before any answer
// to it is built.
import type { CardId } from '../core/game-state';
import { anyOf } from '../core/query-points';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * The query point `battle.attacksAtEndOfTurn`: whether the card's text attacks all ships at the end of every turn,
 * then moves (Borg Ship).
 * @category model
 */
export const attacksAtEndOfTurn = anyOf<CardId>('battle.attacksAtEndOfTurn');
