// Metaphasic Shields (premiere/Metaphasic-Shields), event:
// "Plays on your ship. SHIELDS +2 for each SCIENCE classification personnel aboard."
import { setStatus } from '../../../domain/cards-in-play/presence';
import { attribute } from '../../../domain/cards-in-play/skills';
import { onTurn, playsOf, send } from '../play-test-support';

describe('metaphasicShields', () => {
  it('should play on your ship only and make it SHIELDS +2 for each SCIENCE aboard who can act (Rulebook 12.11)', () => {
    // Arrange
    const s = onTurn()
      .mission('p1', 'Test Mission')
      .ship('p1', 'U.S.S. Galaxy', { at: 'Test Mission' })
      .ship('p2', "I.K.C. K'Vort", { at: 'Test Mission' })
      .aboard('U.S.S. Galaxy', 'p1', ['Neela Daren', 'Taitt', 'Worf'])
      .hand('p1', ['Metaphasic Shields'])
      .build();
    const card = s.id('Metaphasic Shields');
    const galaxy = s.id('U.S.S. Galaxy');
    // Act
    const after = send(s.game, {
      type: 'card.play',
      player: 'p1',
      card,
      kind: 'event',
      target: { card: galaxy },
    });
    const oneDisabled = setStatus(s.id('Taitt'), 'disabled', true)(after);
    // Assert
    expect(playsOf(s.game, card)).toEqual([
      { type: 'card.play', player: 'p1', card, kind: 'event', target: { card: galaxy } },
    ]);
    expect(attribute(galaxy, 'SHIELDS')(after)).toBe(9 + 4);
    expect(attribute(galaxy, 'SHIELDS')(oneDisabled)).toBe(9 + 2);
  });
});
