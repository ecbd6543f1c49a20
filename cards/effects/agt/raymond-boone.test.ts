// Raymond Boone (agt/ST1E-ENAGT022), personnel, special skill:
// "Attributes all +2 if with {Miles O'Brien} or {Benjamin Maxwell}."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('raymondBoone', () => {
  it('should be attributes all +2 while present with Miles O\'Brien or Benjamin Maxwell only (Rulebook 12.4 "with")', () => {
    // Arrange: Benjamin Maxwell (yours), or Narik (p2's Non-Aligned) instead
    const partner = [{ card: 'Benjamin Maxwell', owner: 'p1' }] as const;
    const other = [{ card: 'Narik', owner: 'p2' }] as const;
    // Act
    const [withPartner, without] = [
      attributesOnPlanet('Raymond Boone', partner),
      attributesOnPlanet('Raymond Boone', other),
    ];
    // Assert
    expect(without.card).toEqual([7, 7, 6]);
    expect(withPartner.card).toEqual(plus([7, 7, 6], [2, 2, 2]));
  });
});
