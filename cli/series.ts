// A series of simulated games, one seed each, on this thread or on a pool of worker threads (cli/worker-pool.ts).
// Either way the games are reported in seed order, so `--workers K` prints the same lines and tally as one worker.
import { loadCardDatabase } from '../cards/database';
import { type GameSummary, type Matchup, playGame, summarize } from './simulated-game';
import { isPoolWorker, serveJobs, startPool, type WorkerPool } from './worker-pool';

/** The games to play: `matchup` from each seed `firstSeed`, `firstSeed + 1`, …, `firstSeed + games - 1`. */
export interface Series {
  readonly matchup: Matchup;
  readonly firstSeed: number;
  readonly games: number;
}

/** Threads that play games of one matchup: the job is a seed, the result its game's summary. */
export type SimulationPool = WorkerPool<number, GameSummary>;

const simulationRole = 'stccg-simulate-worker';

/** One game, played and summarized. */
export const playSeed = (matchup: Matchup, seed: number): GameSummary =>
  summarize(matchup, seed, playGame(matchup, seed));

/** Starts `workers` threads for games of `matchup`; `script` is the file a worker runs: this bundle itself. */
export const startSimulationPool = (
  matchup: Matchup,
  workers: number,
  script: string = __filename,
): Promise<SimulationPool> => startPool(script, simulationRole, matchup, workers);

/**
 * Plays `series` on `pool`'s threads (its matchup is the pool's), calling `onGame` for each game in seed order as soon
 * as it and every game before it have finished.
 */
export const playSeriesOn = (
  pool: SimulationPool,
  series: Omit<Series, 'matchup'>,
  onGame: (game: GameSummary) => void,
): Promise<void> => {
  const endSeed = series.firstSeed + series.games;
  let nextSeed = series.firstSeed;
  let nextToReport = series.firstSeed;
  const finished = new Map<number, GameSummary>();
  const report = (game: GameSummary) => {
    finished.set(game.seed, game);
    for (let ready = finished.get(nextToReport); ready !== undefined; ready = finished.get(nextToReport)) {
      finished.delete(nextToReport);
      nextToReport++;
      onGame(ready);
    }
  };
  return pool.run(() => (nextSeed < endSeed ? nextSeed++ : undefined), report);
};

/** Plays `series` on `workers` threads (this one when 1), calling `onGame` for each game in seed order. */
export const runSeries = async (
  series: Series,
  workers: number,
  onGame: (game: GameSummary) => void,
  script: string = __filename,
): Promise<void> => {
  if (workers <= 1) {
    for (let seed = series.firstSeed; seed < series.firstSeed + series.games; seed++)
      onGame(playSeed(series.matchup, seed));
    return;
  }
  const pool = await startSimulationPool(series.matchup, Math.min(workers, series.games), script);
  try {
    await playSeriesOn(pool, series, onGame);
  } finally {
    await pool.close();
  }
};

/** True in a thread started by `startSimulationPool`. */
export const isSimulationWorker = (): boolean => isPoolWorker(simulationRole);

/** The worker's loop: loads the card database once, then plays each seed it is sent and posts back its summary. */
export const serveSimulationWorker = (): void =>
  serveJobs((matchup: Matchup) => {
    loadCardDatabase();
    return (seed: number) => playSeed(matchup, seed);
  });
