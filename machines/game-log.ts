// The log a game keeps beside its actor (machines/engine.ts), written when it is read. `send` records each accepted
// command with the game states before and after it, which are immutable and shared with the game; the entry itself
// (its text, the chronicle entries the command produced, the cards each player saw at no moment of it) is a pure
// function of those three, so it is written, and frozen, only when `log`, `persist` or a rebuild asks for the entries:
// the same entries as if written at once, at no cost to a caller that never reads the log (a simulation, a tree
// search's forks; issue #17).
import * as Chronicle from '../domain/core/chronicle';
import { deepFreeze } from '../domain/core/frozen';
import type { GameState } from '../domain/core/game-state';
import { describeCommand, type LogEntry } from '../domain/view/describe';
import * as ViewLog from '../domain/view/view-log';
import type { Command } from './engine-model';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** An accepted command whose entry is not written yet, with the game states it went from and to. */
interface Unwritten {
  readonly command: Command;
  readonly before: GameState;
  readonly after: GameState;
}

/** The entries written so far, then the commands accepted after them, oldest first. */
export interface GameLog {
  readonly written: LogEntry[];
  readonly unwritten: Unwritten[];
}

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** A log with no command. */
export const emptyLog = (): GameLog => ({ written: [], unwritten: [] });

/** A copy of `log` that grows apart from it (the entries themselves are immutable and shared). */
export const copyOf = (log: GameLog): GameLog => ({
  written: [...log.written],
  unwritten: [...log.unwritten],
});

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** Records an accepted command and the game states before and after it; its entry is written when asked for. */
export const record = (log: GameLog, command: Command, before: GameState, after: GameState): void => {
  log.unwritten.push({ command, before, after });
};

/** The accepted commands, oldest first. */
export const commandsOf = (log: GameLog): Command[] => [
  ...log.written.map((entry) => entry.command as Command),
  ...log.unwritten.map((owed) => owed.command),
];

/** How many commands the log holds, written or not. */
export const lengthOf = (log: GameLog): number => log.written.length + log.unwritten.length;

/**
 * Every entry, oldest first, each frozen: the entries not written yet are written now (the game's own list: callers
 * copy it before handing it out).
 */
export const entriesOf = (log: GameLog): ReadonlyArray<LogEntry> => {
  for (const owed of log.unwritten) log.written.push(entryOf(log.written.length + 1, owed));
  log.unwritten.length = 0;
  return log.written;
};

// Helpers

const entryOf = (number: number, { command, before, after }: Unwritten): LogEntry => {
  const produced = Chronicle.entriesSince(before.chronicle.length)(after);
  const entry = describeCommand(
    number,
    command,
    produced.map((event) => event.text),
  )(before);
  const unseen = ViewLog.unseenInCommand(command, produced)(before, after);
  return deepFreeze(unseen === undefined ? entry : { ...entry, unseen });
};
