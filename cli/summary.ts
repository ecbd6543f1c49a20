// One line on how a game stands at its end, for `simulate`, `replay` and `inspect`.
import type { GameState } from '../domain/game-state';

const reasons = {
  points: '100 points with a planet and a space mission completed',
  decksExhausted: 'both draw decks exhausted, more points',
  declared: 'declared',
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
