// Automatic players that drive a game through the public API: a seeded random player, for fuzzing and
// benchmarks. Each chooses among `legalActions`, so it can never send an illegal command.

import { fromSeed, nextInt, type RandomState } from '../domain/core/random';
import { type Command, type Game, legalActions } from './engine';

/** Chooses the next command for the pending player, or null when there is nothing to choose. */
export interface Player {
  readonly name: string;
  readonly choose: (game: Game) => Command | null;
}

/** A player choosing uniformly among the legal actions, from its own seeded generator (not the game's). */
export const randomPlayer = (seed: number): Player => {
  let random: RandomState = fromSeed(seed);
  return {
    name: `random(${seed})`,
    choose: (game) => {
      const actions = legalActions(game);
      if (actions.length === 0) return null;
      const [index, next] = nextInt(actions.length)(random);
      random = next;
      return actions[index] ?? null;
    },
  };
};
