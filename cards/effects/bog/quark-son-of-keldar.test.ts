// Quark Son of Keldar (bog/quarksonofkeldar), personnel, special skill:
// "Attributes all +3 if with {Grilka}."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('quarkSonOfKeldar', () => {
  it('should be attributes all +3 while present with Grilka only (Rulebook 12.4 "with")', () => {
    // Arrange: Grilka (p2's), or Narik (p2's Non-Aligned) instead
    const partner = [{ card: 'Grilka', owner: 'p2' }] as const;
    const other = [{ card: 'Narik', owner: 'p2' }] as const;
    // Act
    const [withPartner, without] = [
      attributesOnPlanet('Quark Son of Keldar', partner),
      attributesOnPlanet('Quark Son of Keldar', other),
    ];
    // Assert
    expect(without.card).toEqual([5, 7, 4]);
    expect(withPartner.card).toEqual(plus([5, 7, 4], [3, 3, 3]));
  });
});
