// The games `npm run bench:compare` plays with each of two builds (scripts/compare-builds.js bundles this file once
// from each worktree): random games between the bundled decks, each decision's listing (`legalActions`) and `send`
// timed apart, in process CPU time and in wall time, `createGame` and a fork every 50th decision. Only the public
// facade and the seeded random generator are used, so an older build compiles it as well.
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

/** Plays the random game of `seed` to its end. */
export const play = (seed: number, times: number[]): GameFigures => {
  let random: RandomState = fromSeed(1000 + seed);
  const created0 = cpuNow();
  const created = createGame({ decks: [bundledDecks.federation, bundledDecks.klingon], seed });
  if (E.isLeft(created)) throw new Error(created.left.message);
  const game = created.right;
  const figures = { decisions: 0, listCpu: 0, sendCpu: 0, listWall: 0, sendWall: 0, forkCpu: 0, forks: 0 };
  const createCpu = cpuNow() - created0;
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
      const fork0 = cpuNow();
      fork(game);
      figures.forkCpu += cpuNow() - fork0;
      figures.forks++;
    }
  }
  return { ...figures, createCpu };
};
