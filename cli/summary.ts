// One line on how a game stands at its end, for `simulate`, `replay` and `inspect`.

import type { GameState } from '../domain/core/game-state';
import type { LogEntry } from '../domain/view/describe';

const reasons = {
  points: '100 points with a planet and a space mission completed',
  decksExhausted: 'both draw decks exhausted, more points',
  declared: 'declared',
  forfeit: 'the other player forfeited (Raise the Stakes)',
} as const;

/** "Game over: p1 wins (…) — 100 points …", "Game over: a draw (…)", or where the game stopped. */
export const describeEnd = (game: GameState): string => {
  const scores = game.players.map((p) => `${p.id} ${p.score} points`).join(', ');
  const result = game.result;
  if (result?.kind === 'won')
    return `Game over: ${result.winner} wins (${scores}): ${reasons[result.reason]}.`;
  if (result?.kind === 'draw')
    return `Game over: a draw (${scores}): both draw decks exhausted, equal points.`;
  return `Game stopped in the ${game.phase} phase, turn ${game.turn.number} (${scores}).`;
};

/**
 * The closing lines of a series of games: in how many at least one mission was solved, and each player's average
 * score (players named by id; a player missing from a game counts as 0 there).
 */
export const describeSeries = (games: ReadonlyArray<GameState>): ReadonlyArray<string> => {
  const n = games.length;
  const solved = games.filter((g) => Object.values(g.locations).some((l) => l.completedBy !== null)).length;
  const ids = [...new Set(games.flatMap((g) => g.players.map((p) => p.id)))].sort();
  const average = (id: string) =>
    games.reduce((sum, g) => sum + (g.players.find((p) => p.id === id)?.score ?? 0), 0) / Math.max(n, 1);
  const percent = n === 0 ? 0 : Math.round((solved / n) * 1000) / 10;
  return [
    `missions solved in ${solved} of ${n} games (${percent}%)`,
    `average score: ${ids.map((id) => `${id} ${average(id).toFixed(1)}`).join(', ')}`,
  ];
};

/** The readable log: each command on its line, what it made happen indented under it. */
export const logLines = (entries: ReadonlyArray<LogEntry>): ReadonlyArray<string> =>
  entries.flatMap((entry) => [
    `[${entry.phase} t${entry.turn}] ${entry.text}`,
    ...entry.events.map((event) => `    ${event}`),
  ]);
