// Dolak (bog/dolak), personnel, special skill:
// "Your [Car] ships at same location are each WEAPONS +2."
import { plus, shipAttributesAtLocation } from '../modifier-test-support';

describe('dolak', () => {
  it('should make your Cardassian ships at his location WEAPONS +2, no other ship (Rulebook 12.4 "Here")', () => {
    // Arrange: Galor (yours), Galor (p2's), Runabout (yours), all at his location
    const ships = [
      { card: { title: 'Galor', label: 'mine' }, owner: 'p1' },
      { card: { title: 'Galor', label: 'theirs' }, owner: 'p2' },
      { card: { title: 'Runabout', label: 'runabout' }, owner: 'p1' },
    ] as const;
    // Act
    const { before, after } = shipAttributesAtLocation('Dolak', ships);
    // Assert
    expect(after).toEqual([plus(before[0], [0, 2, 0]), before[1], before[2]]);
  });
});
