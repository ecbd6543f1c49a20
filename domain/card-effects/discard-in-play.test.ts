import { titled } from '../../cards/effects/build';
import { getCard } from '../core/game-state';
import { scenario } from '../game/scenario';
import { discardAllInPlay } from './discard-in-play';

describe('discardAllInPlay', () => {
  it('should discard every card in play matching the filter, whoever controls it, and none in hand (Rulebook "Leaving Play")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .table('p1', [{ title: 'Red Alert!', label: 'mine' }, 'Yellow Alert'])
      .table('p2', [{ title: 'Red Alert!', label: 'theirs' }])
      .hand('p2', [{ title: 'Red Alert!', label: 'in hand' }])
      .build();
    const choices = {
      player: 'p1',
      card: s.id('Yellow Alert'),
      targetCard: null,
      targetPlayer: null,
      take: null,
    } as const;
    // Act
    const after = discardAllInPlay(
      { type: 'discardAllInPlay', filter: titled('Red Alert!') },
      choices,
    )(s.game);
    // Assert
    expect(getCard(s.id('mine'))(after).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(getCard(s.id('theirs'))(after).zone).toEqual({ kind: 'discard', player: 'p2' });
    expect(getCard(s.id('in hand'))(after).zone).toEqual({ kind: 'hand', player: 'p2' });
    expect(getCard(s.id('Yellow Alert'))(after).zone).toEqual({ kind: 'table', player: 'p1' });
  });
});
