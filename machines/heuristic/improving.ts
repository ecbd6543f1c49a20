// The heuristic player weighs a command by the position it leads to (machines/heuristic/value.ts), looking one command
// ahead with the pure domain rules: its turn decisions (machines/heuristic/player.ts) and its plays "at any time" on
// the opponent's turn (machines/heuristic/interject.ts) keep the commands that improve the position most.
import type { GameState } from '../../domain/core/game-state';
import * as Decisions from '../../domain/game/decisions';
import type { Command } from '../engine';
import type { Plan } from './plan';
import { outcomeKey } from './symmetry';
import { value } from './value';

/**
 * The commands that improve the position most, equally good; empty when none improves it. Commands that lead to
 * positions judged alike (machines/heuristic/symmetry.ts) are weighed once.
 */
export const improving = (
  plan: Plan,
  actions: ReadonlyArray<Command>,
  now: GameState,
  baseline: number,
): ReadonlyArray<Command> => {
  let best: Command[] = [];
  let bestValue = baseline;
  const weighed = new Map<string, number>();
  for (const action of actions) {
    const key = outcomeKey(action, now);
    const known = key === null ? undefined : weighed.get(key);
    const after = known ?? value(plan, Decisions.apply(action)(now));
    if (key !== null && known === undefined) weighed.set(key, after);
    if (after > bestValue) [best, bestValue] = [[action], after];
    else if (after === bestValue && best.length > 0) best.push(action);
  }
  return best;
};
