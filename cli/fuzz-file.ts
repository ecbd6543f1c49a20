// Issue 16: a fuzz failure's replay file. It is a saved game as `stccg replay` reads it (format "stccg-1e-game": the
// origin, with both decks and the seed, and the commands), plus a `fuzz` record: the seed and step that seed
// the check, the check and its message, and how many commands the failure had before shrinking.
import * as E from 'fp-ts/Either';
import type { Command } from '../machines/engine';
import type { Reproduction } from './fuzz-reproduce';
import { readSavedGame } from './saved-game';

/** A failure as the campaign reports it and writes it: the reproduction (shrunk) and what it found. */
export interface FoundFailure extends Reproduction {
  readonly message: string;
  readonly start: string;
  /** How many commands the failing game had before shrinking. */
  readonly shrunkFrom: number;
}

/** The replay file's JSON text. */
export const failureFile = (failure: FoundFailure): string =>
  JSON.stringify({
    format: 'stccg-1e-game',
    origin: failure.origin,
    commands: failure.commands,
    fuzz: {
      seed: failure.seed,
      step: failure.step,
      start: failure.start,
      check: failure.check,
      message: failure.message,
      shrunkFrom: failure.shrunkFrom,
      ...(failure.command === undefined ? {} : { command: failure.command }),
      ...(failure.restoreAt === undefined ? {} : { restoreAt: failure.restoreAt }),
    },
  });

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A replay file's failure, or one line on why the text is not one. */
export const readFailureFile = (text: string): E.Either<string, FoundFailure> => {
  const saved = readSavedGame(text);
  if (E.isLeft(saved)) return saved;
  const fuzz = (JSON.parse(text) as { fuzz?: unknown }).fuzz;
  if (!isObject(fuzz)) return E.left('is a saved game without a fuzz record (a `fuzz` field)');
  const { seed, step, start, check, message, shrunkFrom, command, restoreAt } = fuzz;
  if (!isCount(seed) || !isCount(step) || !isCount(shrunkFrom))
    return E.left("its fuzz record's seed, step and shrunkFrom are not whole numbers");
  if (typeof check !== 'string' || typeof message !== 'string' || typeof start !== 'string')
    return E.left("its fuzz record's check, message and start are not texts");
  if (restoreAt !== undefined && !isCount(restoreAt))
    return E.left("its fuzz record's restoreAt is not a whole number");
  if (command !== undefined && !isObject(command))
    return E.left("its fuzz record's command is not a command");
  return E.right({
    ...saved.right,
    seed,
    step,
    start,
    check,
    message,
    shrunkFrom,
    ...(command === undefined ? {} : { command: command as unknown as Command }),
    ...(restoreAt === undefined ? {} : { restoreAt }),
  });
};
