// Gonik (brokenbow/brokenbow_55), personnel, special skill:
// "If with {Captain Korok}, both are attributes all +1."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('gonik', () => {
  it('should make him and Captain Korok attributes all +1 while present together (Rulebook 12.4 "with")', () => {
    // Arrange: Captain Korok (yours), or Narik (your Non-Aligned) instead
    const partner = [{ card: 'Captain Korok', owner: 'p1' }] as const;
    const other = [{ card: 'Narik', owner: 'p1' }] as const;
    // Act
    const [withPartner, without] = [attributesOnPlanet('Gonik', partner), attributesOnPlanet('Gonik', other)];
    // Assert
    expect(without.card).toEqual([4, 6, 7]);
    expect(without.after).toEqual(without.before);
    expect(withPartner.card).toEqual(plus([4, 6, 7], [1, 1, 1]));
    expect(withPartner.after).toEqual([plus(withPartner.before[0], [1, 1, 1])]);
  });
});
