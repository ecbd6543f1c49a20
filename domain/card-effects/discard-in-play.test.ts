import { ofType, titled } from '../../cards/language/build';
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

  it('should leave a card immune to the played card, by the colon rule ("(Immune to {Kevin Uxbridge}.)")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .table('p2', ['The Line Must Be Drawn Here', 'Yellow Alert'])
      .hand('p1', ['Kevin Uxbridge: Convergence'])
      .build();
    const choices = {
      player: 'p1',
      card: s.id('Kevin Uxbridge: Convergence'),
      targetCard: null,
      targetPlayer: null,
      take: null,
    } as const;
    // Act
    const after = discardAllInPlay({ type: 'discardAllInPlay', filter: ofType('Event') }, choices)(s.game);
    // Assert
    expect(getCard(s.id('The Line Must Be Drawn Here'))(after).zone).toEqual({ kind: 'table', player: 'p2' });
    expect(getCard(s.id('Yellow Alert'))(after).zone).toEqual({ kind: 'discard', player: 'p2' });
  });

  it('should discard only the cards at the location of the card targeted, with at: targetLocation (Rulebook 12.4 "Here")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Avert Disaster')
      .mission('p1', 'Test Mission')
      .surface('Avert Disaster', 'p1', [{ title: 'Tricorder', label: 'here' }])
      .surface('Test Mission', 'p1', [{ title: 'Tricorder', label: 'there' }])
      .build();
    const choices = {
      player: 'p1',
      targetCard: s.id('Avert Disaster'),
      targetPlayer: null,
      take: null,
    } as const;
    // Act
    const after = discardAllInPlay(
      { type: 'discardAllInPlay', filter: ofType('Equipment'), at: 'targetLocation' },
      choices,
    )(s.game);
    // Assert
    expect(getCard(s.id('here'))(after).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(getCard(s.id('there'))(after).zone.kind).toBe('planetSurface');
  });
});
