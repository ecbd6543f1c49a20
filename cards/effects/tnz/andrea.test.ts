// Andrea (tnz/TNZ31), personnel, special skill:
// "If with {Dr. Roger Korby}, both are attributes all +1."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('andrea', () => {
  it('should make her and Dr. Roger Korby attributes all +1 while present together (Rulebook 12.4 "with")', () => {
    // Arrange: Dr. Roger Korby (yours), or Narik (your Non-Aligned) instead
    const partner = [{ card: 'Dr. Roger Korby', owner: 'p1' }] as const;
    const other = [{ card: 'Narik', owner: 'p1' }] as const;
    // Act
    const [withPartner, without] = [
      attributesOnPlanet('Andrea', partner),
      attributesOnPlanet('Andrea', other),
    ];
    // Assert
    expect(without.card).toEqual([7, 7, 7]);
    expect(without.after).toEqual(without.before);
    expect(withPartner.card).toEqual(plus([7, 7, 7], [1, 1, 1]));
    expect(withPartner.after).toEqual([plus(withPartner.before[0], [1, 1, 1])]);
  });
});
