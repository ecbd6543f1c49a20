// Issue 16: what a fuzz campaign prints: a line per failure as it is found, then the decisions by kind (every kind
// the engine has, a kind never reached named as such), the games, decisions and decisions per second, and the failures.
import type { DecisionKind } from '../domain/core/game-state';
import * as Decisions from '../domain/game/decisions';
import type { GameReport } from './fuzz-campaign';

/** Every decision kind the engine has (domain/game/decisions.ts `rules`), in its order. */
export const decisionKinds = Object.keys(Decisions.rules) as ReadonlyArray<DecisionKind>;

/** What a campaign found so far: games, decisions, decisions by kind, games by start, and failures. */
export interface Tally {
  games: number;
  decisions: number;
  readonly kinds: Partial<Record<DecisionKind, number>>;
  readonly starts: Record<string, number>;
  readonly failures: Array<NonNullable<GameReport['failure']>>;
}

export const emptyTally = (): Tally => ({ games: 0, decisions: 0, kinds: {}, starts: {}, failures: [] });

/** Adds one game's report to `tally`. */
export const addGame = (tally: Tally, game: GameReport): void => {
  tally.games++;
  tally.decisions += game.decisions;
  tally.starts[game.start] = (tally.starts[game.start] ?? 0) + 1;
  for (const [kind, count] of Object.entries(game.kinds) as Array<[DecisionKind, number]>)
    tally.kinds[kind] = (tally.kinds[kind] ?? 0) + count;
  if (game.failure !== null) tally.failures.push(game.failure);
};

/** The line a failure prints, with the file its replay was written to. */
export const failureLine = (failure: NonNullable<GameReport['failure']>, file: string): string =>
  `FAIL seed ${failure.seed} (${failure.start}) at decision ${failure.step}: ${failure.check}: ${failure.message} ` +
  `(replay: ${file}, ${failure.commands.length} commands, shrunk from ${failure.shrunkFrom})`;

const grouped = (n: number): string => n.toLocaleString('en-US');

/** The campaign's closing lines. */
export const describeTally = (tally: Tally, milliseconds: number): ReadonlyArray<string> => {
  const reached = decisionKinds.filter((kind) => (tally.kinds[kind] ?? 0) > 0);
  const width = Math.max(...decisionKinds.map((kind) => kind.length));
  const rows = decisionKinds.map(
    (kind) =>
      `  ${kind.padEnd(width)}  ${tally.kinds[kind] === undefined ? 'never reached' : grouped(tally.kinds[kind])}`,
  );
  const seconds = milliseconds / 1000;
  const starts = Object.entries(tally.starts)
    .map(([start, games]) => `${grouped(games)} ${start}`)
    .join(', ');
  return [
    `decision kinds reached: ${reached.length} of ${decisionKinds.length}`,
    ...rows,
    `games: ${grouped(tally.games)} (${starts === '' ? 'none' : starts})`,
    `decisions: ${grouped(tally.decisions)} in ${seconds.toFixed(1)} s (${grouped(Math.round(tally.decisions / Math.max(seconds, 0.001)))} decisions/s)`,
    `failures: ${tally.failures.length}`,
  ];
};
