// Senator Cretak (roa/senatorcretak), personnel, special skill:
// "Your [Rom] ships at same location are WEAPONS +2."
import { plus, shipAttributesAtLocation } from '../modifier-test-support';

describe('senatorCretak', () => {
  it('should make your Romulan ships at her location WEAPONS +2, no other ship (Rulebook 12.4 "Here")', () => {
    // Arrange: D'deridex (yours), D'deridex (p2's), Runabout (yours), all at her location
    const ships = [
      { card: { title: "D'deridex", label: 'mine' }, owner: 'p1' },
      { card: { title: "D'deridex", label: 'theirs' }, owner: 'p2' },
      { card: { title: 'Runabout', label: 'runabout' }, owner: 'p1' },
    ] as const;
    // Act
    const { before, after } = shipAttributesAtLocation('Senator Cretak', ships);
    // Assert
    expect(after).toEqual([plus(before[0], [0, 2, 0]), before[1], before[2]]);
  });
});
