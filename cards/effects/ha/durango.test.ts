// Durango (ha/94durango), personnel, special skill:
// "If with {Sheriff Worf}, both are STRENGTH +2."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('durango', () => {
  it('should make her and Sheriff Worf STRENGTH +2 while present together (Rulebook 12.4 "with")', () => {
    // Arrange: Sheriff Worf (yours), or Narik (your Non-Aligned) instead
    const partner = [{ card: 'Sheriff Worf', owner: 'p1' }] as const;
    const other = [{ card: 'Narik', owner: 'p1' }] as const;
    // Act
    const [withPartner, without] = [
      attributesOnPlanet('Durango', partner),
      attributesOnPlanet('Durango', other),
    ];
    // Assert
    expect(without.card).toEqual([6, 8, 6]);
    expect(without.after).toEqual(without.before);
    expect(withPartner.card).toEqual(plus([6, 8, 6], [0, 0, 2]));
    expect(withPartner.after).toEqual([plus(withPartner.before[0], [0, 0, 2])]);
  });
});
