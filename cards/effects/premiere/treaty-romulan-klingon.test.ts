// Treaty: Romulan/Klingon (premiere/treatyromulanklingon), event:
// "Plays on table. Your Romulan and Klingon affiliations recognize this treaty. They can now mix and cooperate."
import { areCompatible } from '../../../domain/cards-in-play/compatibility';
import { onTurn } from '../play-test-support';

describe('treatyRomulanKlingon', () => {
  it('should make your Romulan and Klingon cards compatible, and no other pair (Rulebook "Compatible")', () => {
    // Arrange
    const base = onTurn()
      .mission('p1', 'Avert Disaster')
      .surface('Avert Disaster', 'p1', ['Kurn', 'Tomalak', 'Worf']);
    const without = base.build();
    const s = base.table('p1', ['Treaty: Romulan/Klingon']).build();
    // Act
    const before = areCompatible(without.id('Kurn'), without.id('Tomalak'))(without.game);
    const [romulanKlingon, federationKlingon] = [
      areCompatible(s.id('Kurn'), s.id('Tomalak'))(s.game),
      areCompatible(s.id('Kurn'), s.id('Worf'))(s.game),
    ];
    // Assert
    expect(before).toBe(false);
    expect([romulanKlingon, federationKlingon]).toEqual([true, false]);
  });
});
