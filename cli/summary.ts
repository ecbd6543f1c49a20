// One line on how a game stands at its end, for `simulate`, `replay` and `inspect`.

import type { GameState } from '../domain/core/game-state';
import type { LogEntry } from '../domain/view/describe';

const reasons = {
  points: '100 points with a planet and a space mission completed',
  decksExhausted: 'both draw decks exhausted, more points',
  declared: 'declared',
  forfeit: 'the other player forfeited (Raise the Stakes)',
} as const;

/** How a game stands: its phase, turn, result and each player's score (a `GameState` is one). */
export type GameEnd = Pick<GameState, 'phase' | 'result' | 'blankCards'> & {
  readonly players: ReadonlyArray<{ readonly id: string; readonly score: number }>;
  readonly turn: { readonly number: number };
};

/** "Game over: p1 wins (…) — 100 points …", "Game over: a draw (…)", or where the game stopped. */
const describeOutcome = (game: GameEnd): string => {
  const scores = game.players.map((p) => `${p.id} ${p.score} points`).join(', ');
  const result = game.result;
  if (result?.kind === 'won')
    return `Game over: ${result.winner} wins (${scores}): ${reasons[result.reason]}.`;
  if (result?.kind === 'draw')
    return `Game over: a draw (${scores}): both draw decks exhausted, equal points.`;
  return `Game stopped in the ${game.phase} phase, turn ${game.turn.number} (${scores}).`;
};

/** How the game ended, and (README "No silent blank cards") which blank cards mattered in it. */
export const describeEnd = (game: GameEnd): string => {
  const blank = game.result?.blankCards ?? game.blankCards ?? [];
  return blank.length === 0
    ? describeOutcome(game)
    : `${describeOutcome(game)} Played with ${blank.length} blank card(s) (game text not implemented): ${blank.join(', ')}.`;
};

/** The readable log: each command on its line, what it made happen indented under it. */
export const logLines = (entries: ReadonlyArray<LogEntry>): ReadonlyArray<string> =>
  entries.flatMap((entry) => [
    `[${entry.phase} t${entry.turn}] ${entry.text}`,
    ...entry.events.map((event) => `    ${event}`),
  ]);
