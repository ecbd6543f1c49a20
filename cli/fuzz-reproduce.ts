// Issue 16: a fuzz failure made again from its origin and commands (what `stccg fuzz --replay` does), and shrunk to a
// shorter reproduction by delta debugging (Zeller's ddmin) on the command list: a shorter list that the engine still
// accepts, command by command, and that fails the same check is kept.
import * as E from 'fp-ts/Either';
import { type Command, type Game, type GameOrigin, legalActions, persist, replay } from '../machines/engine';
import { type CheckFailure, checkDecision, sendCaught } from './fuzz-checks';
import { restoreAndContinue } from './fuzz-game';

/** What a failure needs to be made again: where, which check, and the seed and step that seed the check. */
export interface Reproduction {
  readonly origin: GameOrigin;
  readonly commands: ReadonlyArray<Command>;
  readonly seed: number;
  readonly step: number;
  readonly check: string;
  /** The command whose sending failed (a throw, or a listed command refused), after `commands`. */
  readonly command?: Command;
  /** For a restore failure, how many commands the persisted game had. */
  readonly restoreAt?: number;
}

/** Every check, at every decision: a reproduction runs the dearer checks too. */
const always = { unlisted: 1, swapLeak: 1, listedOnFork: 1, logs: true } as const;

const played = (origin: GameOrigin, commands: ReadonlyArray<Command>) => {
  try {
    const game = replay(origin, commands);
    return E.isRight(game) ? game.right : null;
  } catch {
    return null;
  }
};

/** The failure `reproduction` makes (any check's), or null when its commands pass (or are no longer accepted). */
export const reproduce = (reproduction: Reproduction): CheckFailure | null => {
  const { origin, commands, seed, step, command, restoreAt } = reproduction;
  if (restoreAt !== undefined) {
    const whole = played(origin, commands);
    const saved = played(origin, commands.slice(0, Math.min(restoreAt, commands.length)));
    if (whole === null || saved === null) return null;
    return restoreAndContinue(persist(saved), Math.min(restoreAt, commands.length), commands, persist(whole));
  }
  const game = played(origin, commands);
  if (game === null) return null;
  return command === undefined ? checkDecision(game, seed, step, always) : failsToSend(game, command);
};

// the command's failure: a throw from `send`, or a listed command refused
const failsToSend = (game: Game, command: Command): CheckFailure | null => {
  const shown = JSON.stringify(command);
  const listed = legalActions(game).some((c) => JSON.stringify(c) === shown);
  const sent = sendCaught(game, command);
  if (E.isLeft(sent)) return sent.left;
  return listed && E.isLeft(sent.right)
    ? { check: 'listed accepted', message: `refused the listed ${shown}: ${sent.right.left.message}` }
    : null;
};

/** Whether a reproduction fails its own check: what `shrink` keeps. */
export const failsAlike = (reproduction: Reproduction): boolean =>
  reproduce(reproduction)?.check === reproduction.check;

/** The list without its `index`-th of `parts` chunks. */
const withoutChunk = <A>(items: ReadonlyArray<A>, parts: number, index: number): ReadonlyArray<A> => {
  const size = Math.ceil(items.length / parts);
  return [...items.slice(0, index * size), ...items.slice((index + 1) * size)];
};

/**
 * The reproduction with as few commands as ddmin finds in `budget` tries (removing chunks, then halving them),
 * each candidate failing alike (`fails`: the same check).
 */
export const shrink = (
  reproduction: Reproduction,
  budget = 48,
  fails: (reproduction: Reproduction) => boolean = failsAlike,
): Reproduction => {
  let commands = reproduction.commands;
  let parts = 2;
  let tries = 0;
  while (commands.length > 0 && tries < budget) {
    let removed = false;
    for (let index = 0; index < parts && tries < budget; index++) {
      const candidate = withoutChunk(commands, parts, index);
      tries++;
      if (fails({ ...reproduction, commands: candidate })) {
        commands = candidate;
        parts = Math.max(parts - 1, 2);
        removed = true;
        break;
      }
    }
    if (!removed) {
      if (parts >= commands.length) break;
      parts = Math.min(parts * 2, commands.length);
    }
  }
  return { ...reproduction, commands };
};
