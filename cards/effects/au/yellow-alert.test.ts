// Yellow Alert (au/Yellow-Alert), event:
// "Plays on table. While in play, cancels (discards) and prevents {Red Alert!} AND all your Personnel are each CUNNING
// +1 (Not cumulative.) (Captain's Order.)"
import { attribute } from '../../../domain/cards-in-play/skills';
import { getCard } from '../../../domain/core/game-state';
import { onTurn, playsOf, refusal, send } from '../play-test-support';

describe('yellowAlert', () => {
  it('should play on the table and make all your personnel CUNNING +1, wherever they are (Rulebook "Play a Card")', () => {
    // Arrange
    const s = scene().hand('p1', ['Yellow Alert']).build();
    const card = s.id('Yellow Alert');
    const command = { type: 'card.play', player: 'p1', card, kind: 'event' } as const;
    // Act
    const after = send(s.game, command);
    // Assert
    expect(playsOf(s.game, card)).toEqual([command]);
    expect(getCard(card)(after).zone).toEqual({ kind: 'table', player: 'p1' });
    const cunning = (title: string) => attribute(s.id(title), 'CUNNING')(after);
    expect([cunning('Data'), cunning('Worf')]).toEqual([12 + 1, 6 + 1]);
    expect(cunning('Tomalak')).toBe(7);
  });

  it('should discard every Red Alert! in play as it enters play ("cancels (discards)")', () => {
    // Arrange
    const s = scene()
      .hand('p1', ['Yellow Alert'])
      .table('p1', [{ title: 'Red Alert!', label: 'mine' }])
      .table('p2', [{ title: 'Red Alert!', label: 'theirs' }])
      .build();
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card: s.id('Yellow Alert'),
      kind: 'event',
    });
    // Assert
    expect(getCard(s.id('mine'))(after).zone).toEqual({ kind: 'discard', player: 'p1' });
    expect(getCard(s.id('theirs'))(after).zone).toEqual({ kind: 'discard', player: 'p2' });
  });

  it('should prevent Red Alert! from being played while in play ("prevents")', () => {
    // Arrange
    const withYellowAlert = scene().hand('p1', ['Red Alert!']).table('p2', ['Yellow Alert']).build();
    const without = scene().hand('p1', ['Red Alert!']).build();
    const play = (card: string) => ({ type: 'card.play', player: 'p1', card, kind: 'event' }) as const;
    // Act
    const rule = refusal(withYellowAlert.game, play(withYellowAlert.id('Red Alert!')));
    // Assert
    expect(rule).toBe('Yellow Alert');
    expect(playsOf(withYellowAlert.game, withYellowAlert.id('Red Alert!'))).toEqual([]);
    expect(refusal(without.game, play(without.id('Red Alert!')))).toBeNull();
  });

  it('should not add up with a second copy (Rulebook 12.9: not cumulative)', () => {
    // Arrange
    const s = scene()
      .table('p1', [{ title: 'Yellow Alert', label: 'first' }])
      .hand('p1', [{ title: 'Yellow Alert', label: 'second' }])
      .build();
    // Act
    const after = send(s.game, { type: 'card.play', player: 'p1', card: s.id('second'), kind: 'event' });
    // Assert
    expect(attribute(s.id('Data'), 'CUNNING')(after)).toBe(12 + 1);
  });
});

// Helpers

const scene = () =>
  onTurn()
    .mission('p1', 'Avert Disaster')
    .ship('p1', 'U.S.S. Galaxy', { at: 'Avert Disaster' })
    .aboard('U.S.S. Galaxy', 'p1', ['Data'])
    .surface('Avert Disaster', 'p1', ['Worf'])
    .facility('p2', 'Romulan Outpost', { at: 'Avert Disaster' })
    .aboard('Romulan Outpost', 'p2', ['Tomalak']);
