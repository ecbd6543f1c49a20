import * as E from 'fp-ts/Either';
import type { GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import { checkEndTurn, discard, discardCandidates, mustDiscard } from './required-discard';

describe('mustDiscard', () => {
  it("should bind the active opponent of Static Warp Bubble's player while they hold a card (Rulebook 12.2)", () => {
    // Arrange
    const s = scenario({ active: 'p2' }).table('p1', ['Static Warp Bubble']).hand('p2', ['Data']).build();
    const emptyHand = scenario({ active: 'p2' }).table('p1', ['Static Warp Bubble']).build().game;
    const yourTurn: GameState = { ...s.game, turn: { ...s.game.turn, active: 'p1' } };
    // Act
    const must = [mustDiscard('p2')(s.game), mustDiscard('p2')(emptyHand), mustDiscard('p1')(yourTurn)];
    // Assert
    expect(must).toEqual([true, false, false]);
  });
});

describe('checkEndTurn', () => {
  it('should refuse to end the turn until the card is discarded (Static Warp Bubble)', () => {
    // Arrange
    const s = scenario({ active: 'p2' }).table('p1', ['Static Warp Bubble']).hand('p2', ['Data']).build();
    const [command] = discardCandidates('p2')(s.game);
    if (command === undefined) throw new Error('no discard');
    // Act
    const [before, after] = [checkEndTurn('p2')(s.game), checkEndTurn('p2')(discard(command)(s.game))];
    // Assert
    expect(E.isLeft(before) && before.left.rule).toBe('Static Warp Bubble');
    expect(E.isRight(after)).toBe(true);
  });
});
