import { addThisTurn } from '../core/this-turn';
import { scenario } from '../game/scenario';
import { modifiersThisTurn } from './until-end-of-turn';

describe('modifiersThisTurn', () => {
  it('should give the modifiers put on a value of a card for this turn only (Rulebook 12.11 S.A.M.)', () => {
    // Arrange
    const modifier = {
      target: 'p1-01',
      value: { kind: 'attribute', name: 'RANGE' },
      op: 'multiply',
      amount: 2,
      source: 'p1-02',
      sourceTitle: 'Transwarp Conduit',
      cumulative: false,
    } as const;
    const game = addThisTurn({ kind: 'modifier', modifier })(scenario().build().game);
    const next = { ...game, turn: { ...game.turn, number: game.turn.number + 1 } };
    // Act
    const found = [
      modifiersThisTurn('p1-01', { kind: 'attribute', name: 'RANGE' })(game),
      modifiersThisTurn('p1-01', { kind: 'attribute', name: 'SHIELDS' })(game),
      modifiersThisTurn('p1-01', { kind: 'attribute', name: 'RANGE' })(next),
    ];
    // Assert
    expect(found).toEqual([[modifier], [], []]);
  });
});
