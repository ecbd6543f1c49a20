// Krase (tmp/tmp83), personnel, special skill:
// "Your [Kli] [Films] ships here are each SHIELDS +2."
import { plus, shipAttributesAtLocation } from '../modifier-test-support';

describe('krase', () => {
  it('should make your [Kli] [Films] ships at his location SHIELDS +2, no other ship (Rulebook 12.4 "Here")', () => {
    // Arrange: I.K.S. Amar (yours, then p2's), I.K.C. K'Vort (yours, no [Films]), all at his location
    const ships = [
      { card: { title: 'I.K.S. Amar', label: 'mine' }, owner: 'p1' },
      { card: { title: 'I.K.S. Amar', label: 'theirs' }, owner: 'p2' },
      { card: { title: "I.K.C. K'Vort", label: 'other' }, owner: 'p1' },
    ] as const;
    // Act
    const { before, after } = shipAttributesAtLocation('Krase', ships);
    // Assert
    expect(after).toEqual([plus(before[0], [0, 0, 2]), before[1], before[2]]);
  });
});
