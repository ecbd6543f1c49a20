// Martok (dom/Martok), personnel, special skill:
// "Your [Kli] ships at same location are each WEAPONS +2."
import { plus, shipAttributesAtLocation } from '../modifier-test-support';

describe('martok', () => {
  it('should make your Klingon ships at his location WEAPONS +2, no other ship (Rulebook 12.4 "Here")', () => {
    // Arrange: I.K.C. K'Vort (yours), I.K.C. K'Vort (p2's), Runabout (yours), all at his location
    const ships = [
      { card: { title: "I.K.C. K'Vort", label: 'mine' }, owner: 'p1' },
      { card: { title: "I.K.C. K'Vort", label: 'theirs' }, owner: 'p2' },
      { card: { title: 'Runabout', label: 'runabout' }, owner: 'p1' },
    ] as const;
    // Act
    const { before, after } = shipAttributesAtLocation('Martok', ships);
    // Assert
    expect(after).toEqual([plus(before[0], [0, 2, 0]), before[1], before[2]]);
  });
});
