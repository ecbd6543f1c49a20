// The 1-vs-2 worker figure of `npm run bench` (issue #17), in the steady state `stccg simulate --games N --workers 2`
// reaches: two threads of `stccg simulate`'s pool (cli/series.ts; this bundle is the workers' script: bench/main.ts
// serves as one) are started once, their start (bundle and card database) timed apart; this thread and the pool then
// play the same warm-up games (V8 compiles the engine's hot code in each thread anew: a thread's first dozen games
// cost about twice its later ones), then the measured games in rounds that alternate between this thread and the
// pool, so a shared machine's load falls on both alike. The games' summaries are compared: they must be the same.
import { performance } from 'node:perf_hooks';
import { bundledDecks } from '../cards/decks';
import { playSeed, playSeriesOn, type SimulationPool, startSimulationPool } from '../cli/series';
import type { GameSummary, Matchup } from '../cli/simulated-game';

/** The figures: the pool's start, the warm-up, the measured games' wall and process CPU seconds on each side. */
export interface Workers {
  readonly games: number;
  readonly startMs: number;
  readonly warmUpGames: number;
  readonly warmUpOneSeconds: number;
  readonly warmUpTwoSeconds: number;
  readonly oneSeconds: number;
  readonly twoSeconds: number;
  /** Process CPU time (every thread: V8's compiler and garbage collector threads too) while each side played. */
  readonly oneCpuSeconds: number;
  readonly twoCpuSeconds: number;
  readonly speedUp: number;
  readonly identical: boolean;
}

const matchup: Matchup = {
  decks: [bundledDecks.federation, bundledDecks.klingon],
  kinds: ['random', 'random'],
  maxCommands: 20000,
};

const rounds = 4;
const warmUpSeed = 100_001;

interface Timed {
  readonly seconds: number;
  readonly cpuSeconds: number;
  readonly summaries: ReadonlyArray<GameSummary>;
}

const timed = async (play: (onGame: (game: GameSummary) => void) => Promise<void> | void): Promise<Timed> => {
  const summaries: GameSummary[] = [];
  const cpu = process.cpuUsage();
  const begin = performance.now();
  await play((game) => summaries.push(game));
  const used = process.cpuUsage(cpu);
  return {
    seconds: (performance.now() - begin) / 1000,
    cpuSeconds: (used.user + used.system) / 1e6,
    summaries,
  };
};

const onThisThread = (firstSeed: number, games: number) =>
  timed((onGame) => {
    for (let seed = firstSeed; seed < firstSeed + games; seed++) onGame(playSeed(matchup, seed));
  });

const onPool = (pool: SimulationPool, firstSeed: number, games: number) =>
  timed((onGame) => playSeriesOn(pool, { firstSeed, games }, onGame));

const sum = (parts: ReadonlyArray<Timed>, key: 'seconds' | 'cpuSeconds') =>
  parts.reduce((total, part) => total + part[key], 0);

/** About `games` random-vs-random games between the bundled decks from seed 1, on this thread and on two workers. */
export const workerSpeedUp = async (games: number, warmUpGames: number): Promise<Workers> => {
  const pool = await startSimulationPool(matchup, 2);
  try {
    const warmOne = await onThisThread(warmUpSeed, warmUpGames);
    const warmTwo = await onPool(pool, warmUpSeed, warmUpGames * pool.size);
    const perRound = Math.max(1, Math.round(games / rounds));
    const one: Timed[] = [];
    const two: Timed[] = [];
    for (let round = 0; round < rounds; round++) {
      one.push(await onThisThread(1 + round * perRound, perRound));
      two.push(await onPool(pool, 1 + round * perRound, perRound));
    }
    const [oneSeconds, twoSeconds] = [sum(one, 'seconds'), sum(two, 'seconds')];
    return {
      games: perRound * rounds,
      startMs: pool.startMs,
      warmUpGames,
      warmUpOneSeconds: warmOne.seconds,
      warmUpTwoSeconds: warmTwo.seconds,
      oneSeconds,
      twoSeconds,
      oneCpuSeconds: sum(one, 'cpuSeconds'),
      twoCpuSeconds: sum(two, 'cpuSeconds'),
      speedUp: oneSeconds / twoSeconds,
      identical:
        JSON.stringify(one.flatMap((part) => part.summaries)) ===
        JSON.stringify(two.flatMap((part) => part.summaries)),
    };
  } finally {
    await pool.close();
  }
};
