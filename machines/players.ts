// Automatic players that drive a game through the public API: a seeded random player, for fuzzing and
// benchmarks. Each chooses among `legalActions`, so it can never send an illegal command.

import type { PlayerId } from '../domain/core/game-state';
import { fromSeed, nextInt, type RandomState } from '../domain/core/random';
import { type Command, type Game, legalActions } from './engine';

/** Chooses the next command for the pending player, or null when there is nothing to choose. */
export interface Player {
  readonly name: string;
  readonly choose: (game: Game) => Command | null;
  /**
   * Rulebook "Playing 'At Any Time'": a play this player, whom the game does not wait on, makes now (an interrupt
   * between the opponent's actions), or null; a player without it never makes one.
   */
  readonly interject?: (game: Game, player: PlayerId) => Command | null;
}

/** How often, one time in so many, the random player makes a play "at any time" it may make. */
const INTERJECT_ODDS = 4;

/** A player choosing uniformly among the legal actions, from its own seeded generator (not the game's). */
export const randomPlayer = (seed: number): Player => {
  let random: RandomState = fromSeed(seed);
  // a stream of its own, drawn from only when a play "at any time" is listed: `choose` draws as it always did
  let interjecting: RandomState = fromSeed(seed ^ 0x1a7e);
  return {
    name: `random(${seed})`,
    choose: (game) => {
      const actions = legalActions(game);
      if (actions.length === 0) return null;
      const [index, next] = nextInt(actions.length)(random);
      random = next;
      return actions[index] ?? null;
    },
    interject: (game, player) => {
      const plays = legalActions(game, player);
      if (plays.length === 0) return null;
      const [odds, afterOdds] = nextInt(INTERJECT_ODDS)(interjecting);
      const [index, next] = nextInt(plays.length)(afterOdds);
      interjecting = next;
      return odds === 0 ? (plays[index] ?? null) : null;
    },
  };
};

/**
 * The next command of a game between `players` waiting on `asked`: a play "at any time" another player makes now
 * (Rulebook "Playing 'At Any Time'"), else `asked`'s choice; null when `asked` has none.
 */
export const nextCommand = (
  game: Game,
  players: Readonly<Record<PlayerId, Player>>,
  asked: PlayerId,
): { readonly player: Player; readonly command: Command } | null => {
  for (const [id, player] of Object.entries(players)) {
    const command = id === asked ? null : (player.interject?.(game, id) ?? null);
    if (command !== null) return { player, command };
  }
  const player = players[asked];
  const command = player?.choose(game) ?? null;
  return player === undefined || command === null ? null : { player, command };
};
