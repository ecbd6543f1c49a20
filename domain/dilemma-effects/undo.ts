// Temporal Causality Loop ([S]): "Unless SCIENCE and CUNNING>35, undo your last two actions of this turn and end
// turn. Discard dilemma." The encountering player's last two completed actions of this turn (the mission attempt under
// way is not complete) are put back exactly, the last first (domain/responses/action-record.ts); fewer this turn, fewer are
// undone. No rule says how to undo what cannot be put back (a draw, a shuffle, a revealed seed card, a battle, what a
// dilemma of this attempt has changed since): then the dilemma is unresolvable, out of play without effect. "End
// turn" marks the turn to end once the attempt is over (the play phase goes to the end of the turn).
import type { Effect } from '../../cards/language/dilemma-language';
import type { GameState } from '../core/game-state';
import { endingTurn } from '../core/turn-state';
import { type Interpreter, noted, proceed } from '../mission-attempt/encounter-state';
import * as ActionRecord from '../responses/action-record';

type On<T extends Effect['type']> = Interpreter<Extract<Effect, { type: T }>>;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Playing the Game": "Each turn consists of a series of actions taken by the player"
/**
 * Undoes the encountering player's last `count` actions of this turn, the last first; halts unresolvable when one of
 * them cannot be put back exactly.
 * @category operations
 */
export const undoLastActions: On<'undoLastActions'> = (effect, encounter, game) => {
  const records = ActionRecord.lastCompleted(encounter.player, effect.count)(game);
  let undone: GameState = game;
  for (const record of records) {
    const result = ActionRecord.undo(record)(undone);
    if (typeof result === 'string')
      return proceed(
        {
          ...noted(encounter, [encounter.dilemma], `cannot undo ${record.command} exactly (${result})`),
          halted: 'unresolvable',
        },
        game,
      );
    undone = result;
  }
  const text =
    records.length === 0
      ? `finds no action of ${encounter.player} to undo this turn`
      : `undoes ${records.map((r) => r.command).join(', then ')}`;
  return proceed(noted(encounter, [encounter.dilemma], text), undone);
};

// Rulebook "End of Turn" (L956): the general verb endTurn, shared with the card texts (End Transmission)
/**
 * "End turn": the turn ends once the mission attempt is over.
 * @category operations
 */
export const endTurn: On<'endTurn'> = (_, encounter, game) =>
  proceed(noted(encounter, [encounter.dilemma], 'ends the turn'), { ...game, turn: endingTurn(game.turn) });
