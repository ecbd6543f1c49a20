// `stccg fuzz`: a fuzz campaign (issue 16) over a seed range, or `--replay FILE` to make a failure it found again.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InvalidArgumentError } from 'commander';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as Arguments from './arguments';
import { action, BadInput, type CliContext, exitCodes, type Subcommand } from './cli-context';
import { type GameReport, runCampaign } from './fuzz-campaign';
import { failureFile, readFailureFile } from './fuzz-file';
import { reproduce } from './fuzz-reproduce';
import { addGame, describeTally, emptyTally, failureLine } from './fuzz-tally';
import { readInputFile } from './input-file';
import { savedGameFile } from './replay-command';

interface FuzzOptions {
  readonly minutes?: number;
  readonly actions?: number;
  readonly seed: number;
  readonly workers: number;
  readonly shard?: readonly [number, number];
  readonly maxCommands: number;
  readonly out: string;
  readonly replay?: string;
}

/** `--minutes M`: a positive number of minutes, fractions allowed (0.5), at most a week. */
const minutes = (text: string): number => {
  const value = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (!(value > 0 && value <= 7 * 24 * 60))
    throw new InvalidArgumentError('Minutes are a positive number (0.5, 10), at most a week.');
  return value;
};

/** `--shard i/n`: the i-th of n equal seed ranges (1 ≤ i ≤ n). */
const shard = (text: string): readonly [number, number] => {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const [i, n] = [Number(match?.[1]), Number(match?.[2])];
  if (match === null || !(n >= 1 && n <= 1_000_000 && i >= 1 && i <= n))
    throw new InvalidArgumentError('A shard is i/n, the i-th of n (1 ≤ i ≤ n ≤ 1000000), e.g. 2/4.');
  return [i, n];
};

/** The shard's seeds: the `i`-th of `n` equal slices of the seeds from `first` to the largest. */
export const shardRange = (first: number, [i, n]: readonly [number, number]): readonly [number, number] => {
  const span = Arguments.maxSeed + 1 - first;
  return [first + Math.floor(((i - 1) * span) / n), first + Math.floor((i * span) / n)];
};

const replayFailure = (path: string, context: CliContext): number => {
  const failure = pipe(
    readInputFile(savedGameFile)(path),
    E.flatMap((text) =>
      pipe(
        readFailureFile(text),
        E.mapLeft((reason) => `${path}: ${reason}`),
      ),
    ),
  );
  if (E.isLeft(failure)) throw new BadInput(failure.left);
  const found = reproduce(failure.right);
  if (found === null) {
    context.out.stdout(`${path}: passes now (it failed "${failure.right.check}": ${failure.right.message})`);
    return exitCodes.ok;
  }
  context.out.stdout(`${path}: fails: ${found.check}: ${found.message}`);
  return exitCodes.badInput;
};

const campaign = async (options: FuzzOptions, context: CliContext): Promise<number> => {
  const [firstSeed, endSeed] =
    options.shard === undefined
      ? [options.seed, Arguments.maxSeed + 1]
      : shardRange(options.seed, options.shard);
  const budget =
    options.actions !== undefined
      ? { decisions: options.actions }
      : { milliseconds: (options.minutes ?? 1) * 60_000 };
  const tally = emptyTally();
  const started = performance.now();
  context.out.stdout(
    `fuzzing seeds from ${firstSeed} (shard end ${endSeed - 1}) on ${options.workers} worker(s), ${options.actions === undefined ? `${options.minutes ?? 1} minute(s)` : `${options.actions} decisions`}`,
  );
  const onGame = (game: GameReport) => {
    addGame(tally, game);
    if (game.failure === null) return;
    mkdirSync(options.out, { recursive: true });
    const file = join(options.out, `fuzz-seed-${game.seed}.json`);
    writeFileSync(file, failureFile(game.failure));
    context.out.stdout(failureLine(game.failure, file));
  };
  await runCampaign(
    { firstSeed, endSeed, workers: options.workers, budget, maxCommands: options.maxCommands },
    onGame,
  );
  for (const line of describeTally(tally, performance.now() - started)) context.out.stdout(line);
  return tally.failures.length === 0 ? exitCodes.ok : exitCodes.badInput;
};

/** `stccg fuzz [--minutes M | --actions N] [--seed S] [--workers K] [--shard i/n] [--out DIR] [--replay FILE]`. */
export const fuzzCommand: Subcommand = (program, context) => {
  program
    .command('fuzz')
    .summary('a fuzz campaign: random games checked at every decision')
    .description(
      'a fuzz campaign: games from consecutive seeds between random (and heuristic) players over the bundled and ' +
        'generated decks, checked at every decision (invariants, send never throws, unlisted commands refused, ' +
        'view and log leak nothing, restore and continue); prints each failure (written as a shrunk replay file), the ' +
        'decision kinds reached and the decisions per second; exits 1 when a check failed',
    )
    .option('--minutes <M>', 'stop starting games after M minutes (default 1)', minutes)
    .option(
      '--actions <N>',
      'stop starting games after N decisions',
      Arguments.positive('The number of decisions'),
    )
    .option('--seed <S>', `the first seed, a whole number from 0 to ${Arguments.maxSeed}`, Arguments.seed, 1)
    .option('--workers <K>', 'play on K worker threads', Arguments.positive('The number of workers', 64), 1)
    .option('--shard <i/n>', 'play only the i-th of n equal slices of the seeds from S on', shard)
    .option(
      '--max-commands <N>',
      'stop a game after N commands',
      Arguments.positive('The number of commands'),
      5_000,
    )
    .option('--out <DIR>', 'where failures are written', 'fuzz-failures')
    .option('--replay <FILE>', 'replay a failure file and say whether it still fails (exit 1 if it does)')
    .action(
      action(context, 'fuzz', (options: FuzzOptions) => {
        if (options.minutes !== undefined && options.actions !== undefined)
          throw new BadInput('give --minutes or --actions, not both');
        return options.replay === undefined
          ? campaign(options, context)
          : replayFailure(options.replay, context);
      }),
    );
};
