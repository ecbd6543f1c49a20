// Keeve Falor (dom/keevefalor), personnel, special skill:
// "Your [Baj] CIVILIANs present are attributes all +2."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('keeveFalor', () => {
  it("should make your Bajoran CIVILIANs present attributes all +2, not your opponent's (Rulebook 12.4 Present)", () => {
    // Arrange: Furel (your Bajoran CIVILIAN), Lupaza (p2's Bajoran CIVILIAN), Jaro Essa (your Bajoran V.I.P.)
    const others = [
      { card: 'Furel', owner: 'p1' },
      { card: 'Lupaza', owner: 'p2' },
      { card: 'Jaro Essa', owner: 'p1' },
    ] as const;
    // Act
    const { before, after } = attributesOnPlanet('Keeve Falor', others);
    // Assert
    expect(after).toEqual([plus(before[0], [2, 2, 2]), before[1], before[2]]);
  });
});
