// Mr. Spock (twt/mrspock), personnel, special skill:
// "If with {Captain Kirk}, both are attributes all +2."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('mrSpock', () => {
  it('should make him and Captain Kirk attributes all +2 while present together (Rulebook 12.4 "with")', () => {
    // Arrange: Captain Kirk (yours), or Narik (your Non-Aligned) instead
    const partner = [{ card: 'Captain Kirk', owner: 'p1' }] as const;
    const other = [{ card: 'Narik', owner: 'p1' }] as const;
    // Act
    const [withPartner, without] = [
      attributesOnPlanet('Mr. Spock', partner),
      attributesOnPlanet('Mr. Spock', other),
    ];
    // Assert
    expect(without.card).toEqual([8, 10, 9]);
    expect(without.after).toEqual(without.before);
    expect(withPartner.card).toEqual(plus([8, 10, 9], [2, 2, 2]));
    expect(withPartner.after).toEqual([plus(withPartner.before[0], [2, 2, 2])]);
  });
});
