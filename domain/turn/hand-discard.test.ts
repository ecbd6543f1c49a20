import * as E from 'fp-ts/Either';
import type { GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import { checkEndTurn, discard, discardCandidates, mayDiscard } from './hand-discard';

describe('mayDiscard', () => {
  it("should let the active opponent of Static Warp Bubble's player discard while they hold a card (Rulebook 12.2)", () => {
    // Arrange
    const s = scenario({ active: 'p2' }).table('p1', ['Static Warp Bubble']).hand('p2', ['Data']).build();
    const emptyHand = scenario({ active: 'p2' }).table('p1', ['Static Warp Bubble']).build().game;
    const yourTurn: GameState = { ...s.game, turn: { ...s.game.turn, active: 'p1' } };
    // Act
    const may = [mayDiscard('p2')(s.game), mayDiscard('p2')(emptyHand), mayDiscard('p1')(yourTurn)];
    // Assert
    expect(may).toEqual([true, false, false]);
  });

  it('should let no one discard without a card that allows it (Rulebook "Leaving Play")', () => {
    // Arrange
    const s = scenario({ active: 'p2' }).hand('p2', ['Data']).build();
    // Act
    const may = mayDiscard('p2')(s.game);
    // Assert
    expect(may).toBe(false);
  });
});

describe('checkEndTurn', () => {
  it('should refuse to end the turn until the card is discarded, once (Static Warp Bubble)', () => {
    // Arrange
    const s = scenario({ active: 'p2' })
      .table('p1', ['Static Warp Bubble'])
      .hand('p2', ['Data', 'Worf'])
      .build();
    const [command] = discardCandidates('p2')(s.game);
    if (command === undefined) throw new Error('no discard');
    const after = discard(command)(s.game);
    // Act
    const [before, done] = [checkEndTurn('p2')(s.game), checkEndTurn('p2')(after)];
    // Assert
    expect(E.isLeft(before) && before.left.rule).toBe('Static Warp Bubble');
    expect(E.isRight(done)).toBe(true);
    expect(discardCandidates('p2')(after)).toEqual([]);
  });
});
