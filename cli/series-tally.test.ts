import { describeSeries, describeSpeed, describeTally } from './series-tally';
import type { GameSummary, PlayerKind } from './simulated-game';

describe('describeTally', () => {
  it("should count each player's and each kind's wins, losses, draws and unfinished games", () => {
    // Arrange
    const games = [
      game(1, { kind: 'won', winner: 'p1', reason: 'points' }),
      game(2, { kind: 'won', winner: 'p2', reason: 'decksExhausted' }),
      game(3, { kind: 'won', winner: 'p1', reason: 'points' }),
      game(4, { kind: 'draw', reason: 'decksExhausted' }),
      game(5, null),
    ];
    // Act
    const lines = describeTally(games);
    // Assert
    expect(lines).toEqual([
      'p1 (heuristic): 2 won, 1 lost, 1 drawn, 1 unfinished',
      'p2 (random): 1 won, 2 lost, 1 drawn, 1 unfinished',
      'heuristic players: 2 won, 1 lost, 1 drawn, 1 unfinished',
      'random players: 1 won, 2 lost, 1 drawn, 1 unfinished',
    ]);
  });

  it('should add up both seats of a kind that plays both sides', () => {
    // Arrange
    const games = [game(1, { kind: 'won', winner: 'p2', reason: 'points' }, ['random', 'random'])];
    // Act
    const lines = describeTally(games);
    // Assert
    expect(lines).toEqual([
      'p1 (random): 0 won, 1 lost, 0 drawn',
      'p2 (random): 1 won, 0 lost, 0 drawn',
      'random players: 1 won, 1 lost, 0 drawn',
    ]);
  });
});

describe('describeSeries', () => {
  it("should count the games with a solved mission and average each player's score", () => {
    // Arrange
    const solved = { ...game(1, null), solved: true, end: { ...game(1, null).end, players: scores(30, 5) } };
    // Act
    const lines = describeSeries([solved, game(2, null)]);
    // Assert
    expect(lines).toEqual(['missions solved in 1 of 2 games (50%)', 'average score: p1 15.0, p2 2.5']);
  });
});

describe('describeSpeed', () => {
  it('should give the games per second', () => {
    // Act, Assert
    expect(describeSpeed(12, 4000)).toBe('12 games in 4.0 s (3.0 games/s)');
  });
});

// Helpers

function scores(p1: number, p2: number): GameSummary['end']['players'] {
  return [
    { id: 'p1', score: p1 },
    { id: 'p2', score: p2 },
  ];
}

function game(
  seed: number,
  result: GameSummary['end']['result'],
  kinds: readonly [PlayerKind, PlayerKind] = ['heuristic', 'random'],
): GameSummary {
  return {
    seed,
    commands: 10,
    end: { phase: result === null ? 'play' : 'over', result, turn: { number: 3 }, players: scores(0, 0) },
    kinds: { p1: kinds[0], p2: kinds[1] },
    solved: false,
  };
}
