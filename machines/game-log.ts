// The log a game keeps beside its actor (machines/engine.ts), written when it is read. `send` records each accepted
// command with the game states before and after it, which are immutable and shared with the game; the entry itself
// (its text, the chronicle entries the command produced, the cards each player saw at no moment of it) is a pure
// function of those three and of its number, so it is written, and frozen, only when `log`, `persist` or a rebuild
// asks for the entries: the same entries as if written at once, at no cost to a caller that never reads the log (a
// simulation, a tree search's forks; issue #17).
// A fork shares its parent's records instead of copying them (issue #17: a fork in 50 µs): the records a log holds
// when it is forked are sealed into a chunk that neither log changes again, and each log appends its next records to
// a list of its own, so nothing either does afterwards is seen by the other.
import * as Chronicle from '../domain/core/chronicle';
import { deepFreeze } from '../domain/core/frozen';
import type { GameState } from '../domain/core/game-state';
import { describeCommand, type LogEntry } from '../domain/view/describe';
import * as ViewLog from '../domain/view/view-log';
import type { Command } from './engine-model';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * An accepted command with the game states it went from and to, and its entry once written (kept in the record, which
 * forks share: the entry is the same for every log that holds the record, at the same number).
 */
interface Recorded {
  readonly command: Command;
  readonly before: GameState;
  readonly after: GameState;
  entry?: LogEntry;
}

/** Records sealed when a log was forked, after the chunk before them: never changed again, shared by the forks. */
interface Sealed {
  readonly previous: Sealed | undefined;
  readonly records: ReadonlyArray<Recorded>;
  /** How many records this chunk and those before it hold. */
  readonly length: number;
}

/** The records shared with other logs (oldest first), then the log's own records, appended after them. */
export interface GameLog {
  shared: Sealed | undefined;
  own: Recorded[];
}

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** A log with no command. */
export const emptyLog = (): GameLog => ({ shared: undefined, own: [] });

/**
 * A log that holds what `log` holds and grows apart from it, in a time that does not grow with the log: `log`'s own
 * records are sealed into a chunk that both share from now on.
 */
export const forkOf = (log: GameLog): GameLog => {
  if (log.own.length > 0) {
    log.shared = { previous: log.shared, records: log.own, length: sharedLength(log) + log.own.length };
    log.own = [];
  }
  return { shared: log.shared, own: [] };
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** Records an accepted command and the game states before and after it; its entry is written when asked for. */
export const record = (log: GameLog, command: Command, before: GameState, after: GameState): void => {
  log.own.push({ command, before, after });
};

/** The accepted commands, oldest first. */
export const commandsOf = (log: GameLog): Command[] => recordsOf(log).map((recorded) => recorded.command);

/** How many commands the log holds, written or not. */
export const lengthOf = (log: GameLog): number => sharedLength(log) + log.own.length;

/** Every entry, oldest first, each frozen (those not written yet are written now): a new list on each call. */
export const entriesOf = (log: GameLog): LogEntry[] =>
  recordsOf(log).map((recorded, index) => {
    recorded.entry ??= entryOf(index + 1, recorded);
    return recorded.entry;
  });

// Helpers

const sharedLength = (log: GameLog): number => log.shared?.length ?? 0;

/** The records of the log, oldest first (a new list). */
const recordsOf = (log: GameLog): Recorded[] => {
  const chunks: ReadonlyArray<Recorded>[] = [log.own];
  for (let chunk = log.shared; chunk !== undefined; chunk = chunk.previous) chunks.push(chunk.records);
  return chunks.reverse().flat();
};

const entryOf = (number: number, { command, before, after }: Recorded): LogEntry => {
  const produced = Chronicle.entriesSince(before.chronicle.length)(after);
  const entry = describeCommand(
    number,
    command,
    produced.map((event) => event.text),
  )(before);
  const unseen = ViewLog.unseenInCommand(command, produced)(before, after);
  return deepFreeze(unseen === undefined ? entry : { ...entry, unseen });
};
