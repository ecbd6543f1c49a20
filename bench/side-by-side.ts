// The games `npm run bench:compare` plays with each of two builds (scripts/compare-builds.js bundles this file once
// from each worktree): random games between the bundled decks, each decision's listing (`legalActions`) and `send`
// timed apart, in process CPU time and in wall time, `createGame` and a fork every 50th decision. Only the public
// facade and the seeded random generator are used, so an older build compiles it as well.
// `createGame` (about 0.5 ms) and a fork (about 16 µs) are timed REPEATS times each and the fastest run kept: timed
// once in process CPU time, which counts the GC threads collecting the previous game's garbage, either figure moved
// 0.7-2× between two runs of the same two builds (issue #17); the median of 5 still moved 0.67-1.23× for createGame.
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../cards/decks';
import { fromSeed, nextInt, type RandomState } from '../domain/core/random';
import { createGame, fork, legalActions, pending, send } from '../machines/engine';

/** The sums of one game's figures, in µs; `times` receives each decision's wall time. */
export interface GameFigures {
  readonly decisions: number;
  readonly listCpu: number;
  readonly sendCpu: number;
  readonly listWall: number;
  readonly sendWall: number;
  readonly createCpu: number;
  readonly forkCpu: number;
  readonly forks: number;
}

const cpuNow = (): number => {
  const used = process.cpuUsage();
  return used.user + used.system;
};

const wallNow = (): number => Number(process.hrtime.bigint()) / 1000;

const REPEATS = 5;

/** Runs `task` REPEATS times: the fastest run's CPU time in µs, and the last run's result. */
const fastestCpu = <A>(task: () => A): { readonly cpu: number; readonly result: A } => {
  const runs = Array.from({ length: REPEATS }, () => {
    const cpu0 = cpuNow();
    const result = task();
    return { cpu: cpuNow() - cpu0, result };
  });
  return {
    cpu: Math.min(...runs.map((run) => run.cpu)),
    result: (runs[REPEATS - 1] as (typeof runs)[number]).result,
  };
};

/** Plays the random game of `seed` to its end. */
export const play = (seed: number, times: number[]): GameFigures => {
  let random: RandomState = fromSeed(1000 + seed);
  const { cpu: createCpu, result: created } = fastestCpu(() =>
    createGame({ decks: [bundledDecks.federation, bundledDecks.klingon], seed }),
  );
  if (E.isLeft(created)) throw new Error(created.left.message);
  const game = created.right;
  const figures = { decisions: 0, listCpu: 0, sendCpu: 0, listWall: 0, sendWall: 0, forkCpu: 0, forks: 0 };
  for (;;) {
    const wall0 = wallNow();
    const cpu0 = cpuNow();
    if (pending(game) === null) break;
    const actions = legalActions(game);
    if (actions.length === 0) break;
    const wall1 = wallNow();
    const cpu1 = cpuNow();
    const [index, next] = nextInt(actions.length)(random);
    random = next;
    const sent = send(game, actions[index] as (typeof actions)[number]);
    const cpu2 = cpuNow();
    const wall2 = wallNow();
    if (E.isLeft(sent)) throw new Error(sent.left.message);
    figures.listCpu += cpu1 - cpu0;
    figures.sendCpu += cpu2 - cpu1;
    figures.listWall += wall1 - wall0;
    figures.sendWall += wall2 - wall1;
    times.push(wall2 - wall0);
    figures.decisions++;
    if (figures.decisions % 50 === 0) {
      figures.forkCpu += fastestCpu(() => fork(game)).cpu;
      figures.forks++;
    }
  }
  return { ...figures, createCpu };
};
