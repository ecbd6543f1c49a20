// Issue 16: a fuzz campaign: fuzz games (cli/fuzz-game.ts) from consecutive seeds of a range, on this thread or on
// worker threads (cli/worker-pool.ts), until a time or decision budget is spent. A worker shrinks its own failures, so
// the main thread only feeds seeds and gathers results.
import { loadCardDatabase } from '../cards/database';
import type { FoundFailure } from './fuzz-file';
import { type FuzzGameResult, playFuzzGame } from './fuzz-game';
import { shrink } from './fuzz-reproduce';
import { isPoolWorker, serveJobs, startPool } from './worker-pool';

/** The seeds to play, from `firstSeed` up to (not including) `endSeed`, and when to stop. */
export interface Campaign {
  readonly firstSeed: number;
  readonly endSeed: number;
  readonly workers: number;
  /** Stop starting games after this many milliseconds, or once this many decisions are played. */
  readonly budget: { readonly milliseconds?: number; readonly decisions?: number };
  readonly maxCommands: number;
}

/** One game's result as it crosses from a worker: its failure shrunk. */
export interface GameReport extends Omit<FuzzGameResult, 'failure'> {
  readonly failure: FoundFailure | null;
}

const fuzzRole = 'stccg-fuzz-worker';

/**
 * A fuzz game makes short-lived data at a high rate (views, listings, forks): with Node's young generation (16 MB
 * semi-spaces) the garbage collector took 10-15% of a worker's time in a profile of `--actions 3000 --seed 8`, with a
 * young generation of 192 MB (64 MB semi-spaces) 6-8%, and no lower at 384 MB.
 */
const fuzzWorkerLimits = { maxYoungGenerationSizeMb: 192 } as const;

/** Plays the fuzz game of `seed` and shrinks its failure, if any. */
export const playAndShrink = (seed: number, maxCommands: number): GameReport => {
  const { failure, ...game } = playFuzzGame(seed, maxCommands);
  if (failure === null) return { ...game, failure: null };
  const { origin, commands, step, check, message, command, restoreAt } = failure;
  const found = { origin, commands, seed, step, check, command, restoreAt };
  const shrunk = shrink(found);
  return {
    ...game,
    failure: { ...shrunk, message, start: game.start, shrunkFrom: commands.length },
  };
};

/**
 * Runs `campaign`, calling `onGame` as each game finishes (in finishing order); `script` is the workers' file. The
 * threads start once (the card database loaded in each) and take seeds from one queue until the budget is spent.
 */
export const runCampaign = async (
  campaign: Campaign,
  onGame: (game: GameReport) => void,
  script: string = __filename,
): Promise<void> => {
  const started = performance.now();
  let decisions = 0;
  let next = campaign.firstSeed;
  const nextSeed = (): number | undefined => {
    const { milliseconds, decisions: most } = campaign.budget;
    if (next >= campaign.endSeed) return undefined;
    if (milliseconds !== undefined && performance.now() - started >= milliseconds) return undefined;
    if (most !== undefined && decisions >= most) return undefined;
    return next++;
  };
  const report = (game: GameReport) => {
    decisions += game.decisions;
    onGame(game);
  };
  if (campaign.workers <= 1) {
    for (let seed = nextSeed(); seed !== undefined; seed = nextSeed())
      report(playAndShrink(seed, campaign.maxCommands));
    return;
  }
  const pool = await startPool<number, number, GameReport>(
    script,
    fuzzRole,
    campaign.maxCommands,
    campaign.workers,
    fuzzWorkerLimits,
  );
  try {
    await pool.run(nextSeed, report);
  } finally {
    await pool.close();
  }
};

/** True in a thread started by `runCampaign`. */
export const isFuzzWorker = (): boolean => isPoolWorker(fuzzRole);

/** The worker's loop: loads the card database once, then plays each seed it is sent and posts back its report. */
export const serveFuzzWorker = (): void =>
  serveJobs((maxCommands: number) => {
    loadCardDatabase();
    return (seed: number) => playAndShrink(seed, maxCommands);
  });
