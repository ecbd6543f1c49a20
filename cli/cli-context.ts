// What every subcommand shares: where it writes, how it sets the exit code, and how its action reports bad input.
import type { Command } from 'commander';
import type { Output } from './output';

/** Exit codes: 0 success, 1 bad input (a bad file, an illegal deck, a bad seed...), 2 a usage error. */
export const exitCodes = { ok: 0, badInput: 1, usage: 2 } as const;

/** One run of `stccg`: its output and the exit code its subcommand's action set. */
export interface CliContext {
  readonly out: Output;
  exitCode: number;
}

/** A subcommand adds itself (its arguments, options, help and action) to the `stccg` program. */
export type Subcommand = (program: Command, context: CliContext) => void;

/** Bad input (a bad file, an illegal deck, a bad seed...): one line on stderr and exit code 1. */
export class BadInput extends Error {}

/** A command line that does not say what to do: one line on stderr and exit code 2. */
export class UsageError extends Error {}

/**
 * A commander action that runs `run` and records its exit code; an error thrown by `run` becomes one line on stderr
 * naming the command (exit 2 for a `UsageError`, else 1), never a stack trace.
 */
export const action =
  <Args extends ReadonlyArray<unknown>>(
    context: CliContext,
    name: string,
    run: (...args: Args) => number | Promise<number>,
  ) =>
  async (...args: Args): Promise<void> => {
    try {
      context.exitCode = await run(...args);
    } catch (error) {
      context.out.stderr(`stccg ${name}: ${error instanceof Error ? error.message : String(error)}`);
      context.exitCode = error instanceof UsageError ? exitCodes.usage : exitCodes.badInput;
    }
  };
