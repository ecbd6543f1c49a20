// Kol (The Next Generation) (TNG/tng_72V), personnel, special skill:
// "Attributes all +2 if with {Goss} or {Dr. Arridor}."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('kolTheNextGeneration', () => {
  it('should be attributes all +2 while present with Goss or Dr. Arridor only (Rulebook 12.4 "with")', () => {
    // Arrange: Dr. Arridor (p2's), or Narik (p2's Non-Aligned) instead
    const partner = [{ card: 'Dr. Arridor', owner: 'p2' }] as const;
    const other = [{ card: 'Narik', owner: 'p2' }] as const;
    // Act
    const [withPartner, without] = [
      attributesOnPlanet('Kol (The Next Generation)', partner),
      attributesOnPlanet('Kol (The Next Generation)', other),
    ];
    // Assert
    expect(without.card).toEqual([6, 6, 5]);
    expect(withPartner.card).toEqual(plus([6, 6, 5], [2, 2, 2]));
  });
});
