// Parsers of option values for commander: a value that does not parse is refused by name (exit 1), never coerced.
import { InvalidArgumentError } from 'commander';
import { MAX_SEED } from '../machines/game-options';

/** The largest seed: seeds are unsigned 32-bit numbers (domain/random.ts), so none is silently taken modulo 2³². */
export const maxSeed = MAX_SEED;

/** A parser of a whole number from `min` to `max` written in decimal digits; `what` names it in the refusal. */
export const wholeNumber =
  (what: string, min: number, max: number) =>
  (text: string): number => {
    const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max)
      throw new InvalidArgumentError(`${what} is a whole number from ${min} to ${max}.`);
    return value;
  };

/** A seed: a whole number from 0 to 2³²-1. */
export const seed = wholeNumber('A seed', 0, maxSeed);

/** A count of at least 1 (games, workers, steps...). */
export const positive = (what: string, max = Number.MAX_SAFE_INTEGER) => wholeNumber(what, 1, max);

/** A TCP port (0: any free one). */
export const port = wholeNumber('A port', 0, 65_535);

/** Two comma-separated words, e.g. two deck files or two player kinds. */
export const pair =
  (what: string) =>
  (text: string): readonly [string, string] => {
    const parts = text.split(',').map((part) => part.trim());
    const [a, b] = parts;
    if (parts.length !== 2 || a === undefined || b === undefined || a === '' || b === '')
      throw new InvalidArgumentError(`${what} are two values separated by a comma.`);
    return [a, b];
  };
