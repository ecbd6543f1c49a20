import { scenario } from '../game/scenario';
import { discardYourCardInPlay } from './supernova';

describe('discardYourCardInPlay', () => {
  it('should discard one of the player\'s cards in play that matches, not the opponent\'s (Tox Uthat: "Discard after use")', () => {
    // Arrange
    const s = scenario()
      .table('p1', ['Tox Uthat'])
      .table('p2', [{ title: 'Tox Uthat', label: 'theirs' }])
      .build();
    const effect = { type: 'discardYourCardInPlay', filter: { kind: 'title', title: 'Tox Uthat' } } as const;
    // Act
    const after = discardYourCardInPlay(effect, {
      player: 'p1',
      targetCard: null,
      targetPlayer: null,
      take: null,
    })(s.game);
    // Assert
    expect(after.cards[s.ids('Tox Uthat')[0] ?? '']?.zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(after.cards[s.id('theirs')]?.zone).toEqual({ kind: 'table', player: 'p2' });
  });
});
