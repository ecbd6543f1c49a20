import { scenario } from '../domain/game/scenario';
import { describeEnd, describeSeries } from './summary';

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

describe('describeSeries', () => {
  it("should count the games with a solved mission and average each player's score", () => {
    // Arrange
    const s = scenario({}).mission('p1', 'Excavation').build();
    const location = s.id('Excavation');
    const solvedGame = {
      ...s.game,
      locations: { ...s.game.locations, [location]: { ...s.game.locations[location], completedBy: 'p1' } },
      players: [
        { id: 'p1', score: 30 },
        { id: 'p2', score: 5 },
      ],
    } as typeof s.game;
    // Act
    const lines = describeSeries([solvedGame, s.game]);
    // Assert
    expect(lines).toEqual(['missions solved in 1 of 2 games (50%)', 'average score: p1 15.0, p2 2.5']);
  });
});
