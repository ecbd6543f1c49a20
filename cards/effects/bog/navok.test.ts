// Navok (bog/navok), personnel, special skill:
// "Attributes all +2 if with your Romulan V.I.P."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('navok', () => {
  it('should be attributes all +2 while present with your Romulan V.I.P. only (Rulebook 12.4 "with")', () => {
    // Arrange: Senator Letant (yours), or Narik (p2's Non-Aligned) instead
    const partner = [{ card: 'Senator Letant', owner: 'p1' }] as const;
    const other = [{ card: 'Narik', owner: 'p2' }] as const;
    // Act
    const [withPartner, without] = [attributesOnPlanet('Navok', partner), attributesOnPlanet('Navok', other)];
    // Assert
    expect(without.card).toEqual([4, 6, 7]);
    expect(withPartner.card).toEqual(plus([4, 6, 7], [2, 2, 2]));
  });
});
