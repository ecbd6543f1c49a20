import { scenario } from '../scenario';
import { usedThisTurn, useThisTurn } from './this-turn';

describe('usedThisTurn', () => {
  it('should remember text used this turn, per player, and forget it on the next turn (Rulings "once each turn")', () => {
    // Arrange
    const game = useThisTurn('p1', 'Palor Toff: Alien Trader')(scenario().build().game);
    const next = { ...game, turn: { ...game.turn, number: game.turn.number + 1 } };
    // Act
    const checks = [
      usedThisTurn('p1', 'Palor Toff: Alien Trader')(game),
      usedThisTurn('p2', 'Palor Toff: Alien Trader')(game),
      usedThisTurn('p1', 'Palor Toff: Alien Trader')(next),
    ];
    // Assert
    expect(checks).toEqual([true, false, false]);
  });
});
