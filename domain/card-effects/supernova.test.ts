import { put } from '../../cards/effects/play-test-support';
import { scenario } from '../game/scenario';
import { discardYourCardInPlay, isAttemptPrevented } from './supernova';

describe('isAttemptPrevented', () => {
  it('should hold at the location of a mission a Supernova is on, nowhere else (Supernova: "for span reference")', () => {
    // Arrange
    const s = scenario().mission('p1', 'Excavation').mission('p2', 'Test Mission').build();
    const [, game] = put(s.game, 'p1', 'Supernova', { kind: 'playedOn', host: s.id('Excavation') });
    // Act
    const prevented = [s.id('Excavation'), s.id('Test Mission')].map((l) => isAttemptPrevented(l)(game));
    // Assert
    expect(prevented).toEqual([true, false]);
    expect(isAttemptPrevented(s.id('Excavation'))(s.game)).toBe(false);
  });
});

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
