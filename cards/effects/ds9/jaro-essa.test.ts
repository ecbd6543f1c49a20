// Jaro Essa (ds9/jaroessa), personnel, special skill:
// "CUNNING +3 if with {Vedek Winn}."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('jaroEssa', () => {
  it('should be CUNNING +3 while present with Vedek Winn only (Rulebook 12.4 "with")', () => {
    // Arrange: Vedek Winn (yours), or Narik (p2's Non-Aligned) instead
    const partner = [{ card: 'Vedek Winn', owner: 'p1' }] as const;
    const other = [{ card: 'Narik', owner: 'p2' }] as const;
    // Act
    const [withPartner, without] = [
      attributesOnPlanet('Jaro Essa', partner),
      attributesOnPlanet('Jaro Essa', other),
    ];
    // Assert
    expect(without.card).toEqual([2, 8, 6]);
    expect(withPartner.card).toEqual(plus([2, 8, 6], [0, 3, 0]));
  });
});
