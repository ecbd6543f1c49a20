// Life-form Scan (premiere/lifeformscan), interrupt:
// "Glance at the cards in your opponent's hand for ten seconds."
import type { GameState } from '../../../domain/core/game-state';
import { toView } from '../../../domain/view/view';
import { onTurn, send } from '../play-test-support';

describe('lifeFormScan', () => {
  it('should let you see the opponent\'s hand until the end of the turn (Rulebook "Looking at Cards")', () => {
    // Arrange
    const s = onTurn().hand('p1', ['Life-form Scan']).hand('p2', ['Data', 'Worf']).build();
    const scan = s.id('Life-form Scan');
    // Act
    const after = send(s.game, { type: 'card.play', player: 'p1', card: scan, kind: 'interrupt' });
    const nextTurn: GameState = { ...after, turn: { ...after.turn, number: after.turn.number + 1 } };
    // Assert
    const seen = (game: GameState, viewer: string) =>
      [s.id('Data'), s.id('Worf')].map((id) => toView(viewer)(game).cards[id]?.blueprint ?? null);
    expect(seen(s.game, 'p1')).toEqual([null, null]);
    expect(seen(after, 'p1')).toEqual([s.id('Data'), s.id('Worf')].map((id) => s.game.cards[id]?.blueprint));
    expect(seen(nextTurn, 'p1')).toEqual([null, null]);
    expect(after.cards[scan]?.zone).toEqual({ kind: 'discard', player: 'p1' });
  });
});
