// The measurements of `npm run bench` (issue #17): each one plays games through the public facade and returns its
// figures; bench/main.ts prints them, or writes them as JSON.
import { performance } from 'node:perf_hooks';
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../cards/decks';
import { fromSeed, nextInt, type RandomState } from '../domain/core/random';
import {
  createGame,
  fork,
  type Game,
  legalActions,
  pending,
  persist,
  restore,
  send,
} from '../machines/engine';
import { heuristicPlayer } from '../machines/heuristic/player';
import { randomPlayer } from '../machines/players';

/** The figures of random games: decisions timed one by one (`legalActions` + `send`), the games' setup, copies. */
export interface RandomGames {
  readonly games: number;
  readonly decisions: number;
  readonly decisionMeanUs: number;
  readonly decisionP99Us: number;
  readonly decisionCpuUs: number;
  readonly createGameUs: number;
  /** The first `createGame` alone (V8 compiles the code it runs on the way): most of the mean over a few games. */
  readonly firstCreateGameUs: number;
  /** `createGame` of the games after the first: the steady state a series of games pays (0 for one game). */
  readonly laterCreateGameUs: number;
  readonly gamesPerSecond: number;
  readonly forkUs: number;
  readonly persistRestoreUs: number;
  /** `persist` of each game at its end: the mean and the largest, in bytes. */
  readonly snapshotBytesMean: number;
  readonly snapshotBytesMax: number;
}

const newGame = (seed: number): Game => {
  const created = createGame({ decks: [bundledDecks.federation, bundledDecks.klingon], seed });
  if (E.isLeft(created)) throw new Error(created.left.message);
  return created.right;
};

/**
 * Forks timed together at each sample: a look-ahead forks again and again from one position, so the figure is a fork
 * in that run (one fork alone, timed once, measured mostly V8's compiling and the machine's load: 80-1100 µs).
 */
const forksPerSample = 20;

const percentile = (sorted: ReadonlyArray<number>, p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Random games between the bundled decks (seeds 1..games, the fingerprint's players), as bench/fingerprint.ts plays
 * them; every 100th decision 20 forks (a fork's figure is their mean) and a persist + restore are timed apart.
 */
export const randomGames = (games: number): RandomGames => {
  const times: number[] = [];
  let cpu = 0;
  let createMs = 0;
  let firstCreateMs = 0;
  let wallMs = 0;
  let forkMs = 0;
  let roundTripMs = 0;
  let copies = 0;
  const sizes: number[] = [];
  let random: RandomState = fromSeed(12345);
  for (let seed = 1; seed <= games; seed++) {
    const begin = performance.now();
    const game = newGame(seed);
    const created = performance.now() - begin;
    createMs += created;
    if (seed === 1) firstCreateMs = created;
    const used = process.cpuUsage();
    for (;;) {
      const start = performance.now();
      if (pending(game) === null) break;
      const actions = legalActions(game);
      if (actions.length === 0) break;
      const [index, next] = nextInt(actions.length)(random);
      random = next;
      const sent = send(game, actions[index] as (typeof actions)[number]);
      times.push(performance.now() - start);
      if (E.isLeft(sent)) throw new Error(sent.left.message);
      if (times.length % 100 === 0) {
        const copyCpu = process.cpuUsage();
        const f = performance.now();
        for (let i = 0; i < forksPerSample; i++) fork(game);
        const r = performance.now();
        restore(persist(game));
        forkMs += r - f;
        roundTripMs += performance.now() - r;
        copies++;
        const copied = process.cpuUsage(copyCpu);
        cpu -= copied.user + copied.system;
      }
    }
    const spent = process.cpuUsage(used);
    cpu += spent.user + spent.system;
    wallMs += performance.now() - begin;
    sizes.push(Buffer.byteLength(persist(game)));
  }
  const decisionMs = times.reduce((a, b) => a + b, 0);
  const sorted = [...times].sort((a, b) => a - b);
  return {
    games,
    decisions: times.length,
    decisionMeanUs: (decisionMs / times.length) * 1000,
    decisionP99Us: percentile(sorted, 99) * 1000,
    decisionCpuUs: cpu / times.length,
    createGameUs: (createMs / games) * 1000,
    firstCreateGameUs: firstCreateMs * 1000,
    laterCreateGameUs: games > 1 ? ((createMs - firstCreateMs) / (games - 1)) * 1000 : 0,
    gamesPerSecond: games / ((wallMs - forkMs - roundTripMs) / 1000),
    forkUs: copies === 0 ? 0 : (forkMs / (copies * forksPerSample)) * 1000,
    persistRestoreUs: copies === 0 ? 0 : (roundTripMs / copies) * 1000,
    snapshotBytesMean: sizes.reduce((a, b) => a + b, 0) / sizes.length,
    snapshotBytesMax: Math.max(...sizes),
  };
};

/**
 * Whole games between two players of a kind, capped at `maxCommands` (the CLI's cap): games per second.
 * @returns games per second and the mean number of commands per game
 */
export const playerGames = (
  kind: 'random' | 'heuristic',
  games: number,
  maxCommands = 5000,
): { readonly gamesPerSecond: number; readonly commandsPerGame: number } => {
  const begin = performance.now();
  let commands = 0;
  for (let seed = 1; seed <= games; seed++) {
    const game = newGame(seed);
    const make = kind === 'random' ? randomPlayer : heuristicPlayer;
    const players = { p1: make(2 * seed + 1), p2: make(2 * seed + 2) };
    for (let n = 0; n < maxCommands; n++) {
      const waiting = pending(game);
      if (waiting === null) break;
      const command = players[waiting.player as 'p1' | 'p2'].choose(game);
      if (command === null) break;
      send(game, command);
      commands++;
    }
  }
  return { gamesPerSecond: games / ((performance.now() - begin) / 1000), commandsPerGame: commands / games };
};

/**
 * The heap a live game holds, measured over `games` games kept alive at their end (needs `--expose-gc`). A game is
 * played and dropped first: the caches that keep the last state they saw (domain/core/memo.ts) would otherwise hold
 * a game of the earlier figures in the baseline and let it go during the measure (a negative figure at small counts).
 */
export const heapPerLiveGame = (games: number): number | null => {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) return null;
  playTo(newGame(games + 1), 200, fromSeed(12345));
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept: Game[] = [];
  let random: RandomState = fromSeed(54321);
  for (let seed = 1; seed <= games; seed++) {
    const game = newGame(seed);
    random = playTo(game, 200, random);
    kept.push(game);
  }
  gc();
  return (process.memoryUsage().heapUsed - before) / kept.length;
};

/** Plays `game` at random for at most `decisions` decisions; the random state after. */
const playTo = (game: Game, decisions: number, from: RandomState): RandomState => {
  let random = from;
  for (let n = 0; n < decisions && pending(game) !== null; n++) {
    const actions = legalActions(game);
    if (actions.length === 0) break;
    const [index, next] = nextInt(actions.length)(random);
    random = next;
    send(game, actions[index] as (typeof actions)[number]);
  }
  return random;
};
