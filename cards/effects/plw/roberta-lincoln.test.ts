// Roberta Lincoln (plw/plw58), personnel, special skill:
// "If with {Gary Seven}, both are attributes all +2."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('robertaLincoln', () => {
  it('should make her and Gary Seven attributes all +2 while present together (Rulebook 12.4 "with")', () => {
    // Arrange: Gary Seven (yours), or Narik (your Non-Aligned) instead
    const partner = [{ card: 'Gary Seven', owner: 'p1' }] as const;
    const other = [{ card: 'Narik', owner: 'p1' }] as const;
    // Act
    const [withPartner, without] = [
      attributesOnPlanet('Roberta Lincoln', partner),
      attributesOnPlanet('Roberta Lincoln', other),
    ];
    // Assert
    expect(without.card).toEqual([6, 7, 5]);
    expect(without.after).toEqual(without.before);
    expect(withPartner.card).toEqual(plus([6, 7, 5], [2, 2, 2]));
    expect(withPartner.after).toEqual([plus(withPartner.before[0], [2, 2, 2])]);
  });
});
