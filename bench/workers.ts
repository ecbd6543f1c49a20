// The 1-vs-2 worker figure of `npm run bench` (issue #17): the same series of random-vs-random games played by
// `stccg simulate`'s runner (cli/series.ts) on this thread and on two worker threads (this bundle is the workers'
// script: bench/main.ts serves as one), the games' summaries compared, and the speed-up.
import { performance } from 'node:perf_hooks';
import { bundledDecks } from '../cards/decks';
import { runSeries, type Series } from '../cli/series';
import type { GameSummary } from '../cli/simulated-game';

/** Seconds for the series on one thread and on two workers, the speed-up, and whether both gave the same games. */
export interface Workers {
  readonly games: number;
  readonly oneSeconds: number;
  readonly twoSeconds: number;
  readonly speedUp: number;
  readonly identical: boolean;
}

const played = async (series: Series, workers: number) => {
  const summaries: GameSummary[] = [];
  const begin = performance.now();
  await runSeries(series, workers, (game) => summaries.push(game));
  return { seconds: (performance.now() - begin) / 1000, summaries };
};

/** `games` random-vs-random games between the bundled decks from seed 1, on one thread then on two workers. */
export const workerSpeedUp = async (games: number): Promise<Workers> => {
  const series: Series = {
    matchup: {
      decks: [bundledDecks.federation, bundledDecks.klingon],
      kinds: ['random', 'random'],
      maxCommands: 20000,
    },
    firstSeed: 1,
    games,
  };
  const one = await played(series, 1);
  const two = await played(series, 2);
  return {
    games,
    oneSeconds: one.seconds,
    twoSeconds: two.seconds,
    speedUp: one.seconds / two.seconds,
    identical: JSON.stringify(one.summaries) === JSON.stringify(two.summaries),
  };
};
