// A series of simulated games, one seed each, on this thread or on worker threads. Either way the games are
// reported in seed order, so `--workers K` prints the same lines and tally as one worker.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { type GameSummary, type Matchup, playGame, summarize } from './simulated-game';

/** The games to play: `matchup` from each seed `firstSeed`, `firstSeed + 1`, …, `firstSeed + games - 1`. */
export interface Series {
  readonly matchup: Matchup;
  readonly firstSeed: number;
  readonly games: number;
}

/** The data a simulation worker starts with. */
interface WorkerInput {
  readonly role: 'stccg-simulate-worker';
  readonly matchup: Matchup;
}

/** One game, played and summarized. */
export const playSeed = (matchup: Matchup, seed: number): GameSummary =>
  summarize(matchup, seed, playGame(matchup, seed));

const seedsOf = (series: Series): ReadonlyArray<number> =>
  Array.from({ length: series.games }, (_, i) => series.firstSeed + i);

/**
 * Plays `series` on `workers` threads (this one when 1), calling `onGame` for each game in seed order as soon as it
 * and every game before it have finished. `script` is the file a worker runs: the `stccg` bundle itself.
 */
export const runSeries = async (
  series: Series,
  workers: number,
  onGame: (game: GameSummary) => void,
  script: string = __filename,
): Promise<void> => {
  if (workers <= 1) {
    for (const seed of seedsOf(series)) onGame(playSeed(series.matchup, seed));
    return;
  }
  const seeds = [...seedsOf(series)];
  const finished = new Map<number, GameSummary>();
  let nextToReport = series.firstSeed;
  const report = (game: GameSummary) => {
    finished.set(game.seed, game);
    for (let ready = finished.get(nextToReport); ready !== undefined; ready = finished.get(nextToReport)) {
      finished.delete(nextToReport);
      nextToReport++;
      onGame(ready);
    }
  };
  const input: WorkerInput = { role: 'stccg-simulate-worker', matchup: series.matchup };
  const started: Worker[] = [];
  const runWorker = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(script, { workerData: input });
      started.push(worker);
      const feed = () => {
        const seed = seeds.shift();
        if (seed === undefined) void worker.terminate().then(() => resolve());
        else worker.postMessage(seed);
      };
      worker.on('message', (game: GameSummary) => {
        report(game);
        feed();
      });
      worker.on('error', reject);
      feed();
    });
  try {
    await Promise.all(Array.from({ length: Math.min(workers, series.games) }, runWorker));
  } catch (error) {
    await Promise.all(started.map((worker) => worker.terminate()));
    throw error;
  }
};

/** True in a thread started by `runSeries`. */
export const isSimulationWorker = (): boolean =>
  !isMainThread && (workerData as Partial<WorkerInput> | null)?.role === 'stccg-simulate-worker';

/** The worker's loop: plays each seed it is sent and posts back the game's summary. */
export const serveSimulationWorker = (): void => {
  const { matchup } = workerData as WorkerInput;
  parentPort?.on('message', (seed: number) => parentPort?.postMessage(playSeed(matchup, seed)));
};
