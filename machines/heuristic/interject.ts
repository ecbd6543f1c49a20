// The heuristic player's plays "at any time" on the opponent's turn (Rulebook "Interrupts" L98: "can be played at any
// time between other actions — even during your opponent's turn"; "Playing 'At Any Time'" L445-458): between two of
// the opponent's actions it plays an interrupt it holds only when the position it leads to is better, by its own
// judgement (machines/heuristic/value.ts), than the position now; else it waits. It never flips a hidden agenda there:
// it keeps them for response windows (machines/heuristic/agendas.ts).
import type { GameState, PlayerId } from '../../domain/core/game-state';
import type { Command } from '../engine';
import { improving } from './improving';
import { planFor } from './plan';
import { value } from './value';

/**
 * The interrupts `player` plays now among `plays` (the plays "at any time" it may make between the opponent's
 * actions), equally good: those that improve its position most; empty when none does.
 */
export const interruptChoices = (
  plays: ReadonlyArray<Command>,
  player: PlayerId,
  now: GameState,
): ReadonlyArray<Command> => {
  const interrupts = plays.filter((c) => c.type === 'card.play' && c.kind === 'interrupt');
  if (interrupts.length === 0) return [];
  const plan = planFor(player, now);
  return improving(plan, interrupts, now, value(plan, now));
};
