import { scenario } from '../domain/game/scenario';
import { describeEnd } from './summary';

describe('describeEnd', () => {
  it('should name the winner and why (Rulebook "Winning the Game")', () => {
    // Arrange
    const { game } = scenario({}).build();
    const over = {
      ...game,
      phase: 'over' as const,
      result: { kind: 'won' as const, winner: 'p1', reason: 'points' as const },
    };
    // Act
    const line = describeEnd(over);
    // Assert
    expect(line).toMatch(/^Game over: p1 wins/);
    expect(line).toContain('100 points');
  });

  it('should call equal points after exhausted draw decks a draw', () => {
    // Arrange
    const { game } = scenario({}).build();
    const over = {
      ...game,
      phase: 'over' as const,
      result: { kind: 'draw' as const, reason: 'decksExhausted' as const },
    };
    // Act
    const line = describeEnd(over);
    // Assert
    expect(line).toMatch(/^Game over: a draw/);
  });

  it('should say where an unfinished game stopped', () => {
    // Arrange
    const { game } = scenario({}).build();
    // Act
    const line = describeEnd(game);
    // Assert
    expect(line).toMatch(/^Game stopped in the play phase, turn 1/);
  });
});
