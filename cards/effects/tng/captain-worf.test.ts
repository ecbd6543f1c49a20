// Captain Worf (TNG/tng_79V), personnel, special skill:
// "If with {any K'Ehleyr}, both are attributes all +2."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('captainWorf', () => {
  it('should make him and any K\'Ehleyr attributes all +2 while present together (Rulebook 12.4 "with")', () => {
    // Arrange: Commander K'Ehleyr (yours), or Narik (your Non-Aligned) instead
    const partner = [{ card: "Commander K'Ehleyr", owner: 'p1' }] as const;
    const other = [{ card: 'Narik', owner: 'p1' }] as const;
    // Act
    const [withPartner, without] = [
      attributesOnPlanet('Captain Worf', partner),
      attributesOnPlanet('Captain Worf', other),
    ];
    // Assert
    expect(without.card).toEqual([8, 6, 10]);
    expect(without.after).toEqual(without.before);
    expect(withPartner.card).toEqual(plus([8, 6, 10], [2, 2, 2]));
    expect(withPartner.after).toEqual([plus(withPartner.before[0], [2, 2, 2])]);
  });
});
