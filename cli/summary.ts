// One line on how a game stands at its end, for `simulate` and `replay`.
import type { GameState } from '../domain/game-state';

/** "Game over: p1 wins (p1 100 points, p2 35 points)." and the like. */
export const describeEnd = (game: GameState): string => {
  const scores = game.players.map((p) => `${p.id} ${p.score} points`).join(', ');
  if (game.winner !== null) return `Game over: ${game.winner} wins (${scores}).`;
  if (game.phase === 'play' && game.pending === null)
    return `Seed phases complete (${scores}); the play phase is not implemented yet, so the game stops here.`;
  return `Game stopped in the ${game.phase} phase (${scores}).`;
};
