// Bynars Weapon Enhancement (premiere/Bynars-Weapon-Enhancement), event:
// "Plays on ship. Ship is WEAPONS +2. (Cumulative.)"
import { attribute } from '../../../domain/cards-in-play/skills';
import { onTurn, playsOf, put, refusal, send } from '../play-test-support';

describe('bynarsWeaponEnhancement', () => {
  it('should play on any ship as the normal card play, making it WEAPONS +2 (Rulebook "Play a Card")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' })
      .ship('p2', "I.K.C. K'Vort", { at: 'Test Mission' })
      .hand('p1', ['Bynars Weapon Enhancement'])
      .build();
    const card = s.id('Bynars Weapon Enhancement');
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'event',
      target: { card: s.id('U.S.S. Galaxy') },
    });
    // Assert
    expect(playsOf(s.game, card).map((c) => ('target' in c ? c.target : null))).toEqual([
      { card: s.id('U.S.S. Galaxy') },
      { card: s.id("I.K.C. K'Vort") },
    ]);
    expect(after.cards[card]?.zone).toEqual({ kind: 'playedOn', host: s.id('U.S.S. Galaxy') });
    expect(attribute(s.id('U.S.S. Galaxy'), 'WEAPONS')(after)).toBe(7 + 2);
    expect(after.turn.normalCardPlayUsed).toBe(true);
  });

  it('should stack with a second copy on the same ship (Rulebook 12.9 Cumulative)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' })
      .build();
    const galaxy = s.id('U.S.S. Galaxy');
    const [, one] = put(s.game, 'p1', 'Bynars Weapon Enhancement', { kind: 'playedOn', host: galaxy });
    const [, two] = put(one, 'p1', 'Bynars Weapon Enhancement', { kind: 'playedOn', host: galaxy });
    // Act
    const weapons = attribute(galaxy, 'WEAPONS')(two);
    // Assert
    expect(weapons).toBe(7 + 4);
  });

  it('should refuse a play on a card that is not a ship, and a second card play (Rulebook "Play a Card")', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .facility('p1', 'Federation Outpost', { at: 'Test Mission' })
      .ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' })
      .hand('p1', [
        { title: 'Bynars Weapon Enhancement', label: 'one' },
        { title: 'Bynars Weapon Enhancement', label: 'two' },
      ])
      .build();
    const play = (card: string, on: string) =>
      ({
        type: 'card.play',
        player: 'p1',
        card: s.id(card),
        kind: 'event',
        target: { card: s.id(on) },
      }) as const;
    // Act
    const after = send(s.game, play('one', 'U.S.S. Galaxy'));
    // Assert
    expect(refusal(s.game, play('one', 'Federation Outpost'))).toBe('Play a Card');
    expect(refusal(after, play('two', 'U.S.S. Galaxy'))).toBe('Play a Card');
  });
});
