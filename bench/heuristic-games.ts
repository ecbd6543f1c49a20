// The heuristic games `npm run bench:compare -- OTHER --heuristic` plays with each of two builds (scripts/compare-
// builds.js bundles this file once from each worktree) and `npm run profile -- --heuristic` samples: two heuristic
// players between the bundled decks, as `stccg simulate` plays them (plays "at any time" included, through
// `nextCommand`), each player's decision (`choose`/`interject`) and each `send` timed apart in process CPU time. The
// commands chosen are hashed, so that two builds are seen to choose the same ones. Only the public facade and the
// players are used, so an older build compiles it as well.
import { createHash } from 'node:crypto';
import * as E from 'fp-ts/Either';
import { bundledDecks } from '../cards/decks';
import { createGame, pending, send } from '../machines/engine';
import { heuristicPlayer } from '../machines/heuristic/player';
import { nextCommand } from '../machines/players';

/** The sums of one heuristic game's figures, CPU time in µs, and the digest of the commands chosen. */
export interface HeuristicFigures {
  readonly decisions: number;
  readonly chooseCpu: number;
  readonly sendCpu: number;
  readonly digest: string;
}

/** The bench's cap on the commands of a heuristic game (bench/measure.ts `playerGames`). */
const MAX_COMMANDS = 5000;

const cpuNow = (): number => {
  const used = process.cpuUsage();
  return used.user + used.system;
};

export const untimed = (): number => 0;

/** A heuristic game played one decision at a time: `step` makes the next (false once the game is over). */
export interface HeuristicGame {
  readonly step: () => boolean;
  readonly figures: () => HeuristicFigures;
}

/**
 * The heuristic game of `seed`, to be played to its end (or MAX_COMMANDS); `times` receives each decision's CPU time,
 * read with `clock` (`untimed` for a profile: process.cpuUsage costs a profile's sampling thread several %).
 */
export const start = (seed: number, times: number[], clock: () => number = cpuNow): HeuristicGame => {
  const created = createGame({ decks: [bundledDecks.federation, bundledDecks.klingon], seed });
  if (E.isLeft(created)) throw new Error(created.left.message);
  const game = created.right;
  const players = { p1: heuristicPlayer(2 * seed + 1), p2: heuristicPlayer(2 * seed + 2) };
  const hash = createHash('sha256');
  const figures = { decisions: 0, chooseCpu: 0, sendCpu: 0 };
  const step = (): boolean => {
    if (figures.decisions >= MAX_COMMANDS) return false;
    const cpu0 = clock();
    const waiting = pending(game);
    const next = waiting === null ? null : nextCommand(game, players, waiting.player);
    const cpu1 = clock();
    if (next === null) return false;
    const sent = send(game, next.command);
    const cpu2 = clock();
    if (E.isLeft(sent)) throw new Error(`${next.command.type}: ${sent.left.message}`);
    hash.update(JSON.stringify(next.command));
    figures.chooseCpu += cpu1 - cpu0;
    figures.sendCpu += cpu2 - cpu1;
    times.push(cpu1 - cpu0);
    figures.decisions++;
    return true;
  };
  return { step, figures: () => ({ ...figures, digest: hash.copy().digest('hex').slice(0, 16) }) };
};

/** Plays the heuristic game of `seed` to its end (see `start`). */
export const play = (seed: number, times: number[], clock: () => number = cpuNow): HeuristicFigures => {
  const game = start(seed, times, clock);
  while (game.step());
  return game.figures();
};
