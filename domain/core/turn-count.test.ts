import * as E from 'fp-ts/Either';
import { scenario } from '../game/scenario';
import { passTurn } from '../turn/turn';
import {
  fullTurnsSince,
  happensThisTurn,
  isFullTurnSince,
  playerOfTurn,
  usedOncePerGame,
  useOnceEachTurn,
  useOncePerGame,
} from './turn-count';

describe('happensThisTurn', () => {
  it('should happen every turn of any player for "every" (Rulebook 12.2: Harvester Virus kills every turn)', () => {
    // Arrange
    const { game } = scenario({ active: 'p2' }).build();
    // Act & Assert
    expect(happensThisTurn('every', 'p1')(game)).toBe(true);
    expect(happensThisTurn('every', 'p2')(game)).toBe(true);
  });

  it('should happen only on the subject\'s turns for "each" (Rulebook 12.2: Dal\'Rok kills only on the turns of the player who encountered it)', () => {
    // Arrange
    const { game } = scenario({ active: 'p2' }).build();
    // Act & Assert
    expect(happensThisTurn('each', 'p1')(game)).toBe(false);
    expect(happensThisTurn('each', 'p2')(game)).toBe(true);
  });
});

describe('playerOfTurn', () => {
  it('should alternate players from the current turn, backwards and forwards (Rulebook "Playing the Game")', () => {
    // Arrange
    const { game } = scenario({ active: 'p2', turn: 6 }).build();
    // Act & Assert
    expect([4, 5, 6, 7].map((turn) => playerOfTurn(turn)(game))).toEqual(['p2', 'p1', 'p2', 'p1']);
  });
});

describe('fullTurnsSince', () => {
  it('should not count the current turn, nor the turn itself (Rulebook 12.2: "It does not include the current turn")', () => {
    // Arrange
    const { game } = scenario({ turn: 3 }).build();
    // Act & Assert
    expect(fullTurnsSince(3)(game)).toBe(0);
    expect(fullTurnsSince(2)(game)).toBe(0);
    expect(fullTurnsSince(1)(game)).toBe(1);
    expect(fullTurnsSince(1)(passTurn(game))).toBe(2);
  });

  it('should count only the player\'s own full turns when given a player (Rulebook 12.2 "each" turn)', () => {
    // Arrange: turn 7 is p1's, so turns 2, 4, 6 were p2's and 3, 5 p1's
    const { game } = scenario({ active: 'p1', turn: 7 }).build();
    // Act & Assert
    expect(fullTurnsSince(1)(game)).toBe(5);
    expect(fullTurnsSince(1, 'p1')(game)).toBe(2);
    expect(fullTurnsSince(1, 'p2')(game)).toBe(3);
    expect(fullTurnsSince(2, 'p2')(game)).toBe(2);
  });
});

describe('isFullTurnSince', () => {
  it("should hold once a whole turn of the player has passed, not during that player's next turn (Rulebook 12.2)", () => {
    // Arrange: something happened on p1's turn 1
    const { game } = scenario({ active: 'p1', turn: 1 }).build();
    const p2Turn = passTurn(game);
    const p1Turn = passTurn(p2Turn);
    const later = passTurn(p1Turn);
    // Act & Assert
    expect(isFullTurnSince(1, 'p2')(p2Turn)).toBe(false);
    expect(isFullTurnSince(1, 'p2')(p1Turn)).toBe(true);
    expect(isFullTurnSince(1, 'p1')(p1Turn)).toBe(false);
    expect(isFullTurnSince(1, 'p1')(later)).toBe(true);
  });
});

describe('useOncePerGame', () => {
  it('should allow a title once per game for each player, whatever the copies (Rulebook "Once per game")', () => {
    // Arrange
    const { game } = scenario().build();
    // Act
    const used = useOncePerGame('p1', 'All-Consuming Evil')(game);
    // Assert
    expect(E.isRight(used)).toBe(true);
    if (E.isLeft(used)) return;
    expect(usedOncePerGame('p1', 'All-Consuming Evil')(used.right)).toBe(true);
    expect(usedOncePerGame('p2', 'All-Consuming Evil')(used.right)).toBe(false);
    expect(E.isRight(useOncePerGame('p2', 'All-Consuming Evil')(used.right))).toBe(true);
    expect(E.isRight(useOncePerGame('p1', 'Ajur')(used.right))).toBe(true);
  });

  it('should refuse a second use by the same player, leaving the game unchanged (Rulebook "Once per game")', () => {
    // Arrange
    const { game } = scenario().build();
    const used = useOncePerGame('p1', 'All-Consuming Evil')(game);
    if (E.isLeft(used)) throw new Error(used.left.message);
    // Act
    const again = useOncePerGame('p1', 'All-Consuming Evil')(used.right);
    // Assert
    expect(again).toEqual(E.left(expect.objectContaining({ rule: 'Once per game' })));
    expect(used.right.oncePerGame).toEqual(['p1:All-Consuming Evil']);
  });
});

describe('useOnceEachTurn', () => {
  it('should allow a title once each turn, and again on a later turn (Rulebook "Once per game": "once each turn")', () => {
    // Arrange
    const { game } = scenario().build();
    const used = useOnceEachTurn('p1', 'Kivas Fajo - Collector')(game);
    if (E.isLeft(used)) throw new Error(used.left.message);
    // Act
    const again = useOnceEachTurn('p1', 'Kivas Fajo - Collector')(used.right);
    const nextTurn = useOnceEachTurn('p1', 'Kivas Fajo - Collector')(passTurn(passTurn(used.right)));
    // Assert
    expect(again).toEqual(E.left(expect.objectContaining({ rule: 'Once each turn' })));
    expect(E.isRight(nextTurn)).toBe(true);
  });
});
