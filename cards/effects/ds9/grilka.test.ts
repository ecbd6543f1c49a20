// Grilka (ds9/grilka), personnel, special skill:
// "Attributes all +3 if with {any Quark}."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('grilka', () => {
  it('should be attributes all +3 while present with any Quark, even an opponent\'s (Rulebook 12.4 "with")', () => {
    // Arrange: Quark Son of Keldar (p2's), or Narik (p2's Non-Aligned) instead
    const partner = [{ card: 'Quark Son of Keldar', owner: 'p2' }] as const;
    const other = [{ card: 'Narik', owner: 'p2' }] as const;
    // Act
    const [withPartner, without] = [
      attributesOnPlanet('Grilka', partner),
      attributesOnPlanet('Grilka', other),
    ];
    // Assert
    expect(without.card).toEqual([8, 8, 7]);
    expect(withPartner.card).toEqual(plus([8, 8, 7], [3, 3, 3]));
  });
});
