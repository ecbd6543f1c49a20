// Weiss (ha/74weissfed), personnel, special skill:
// "Opposing personnel are STRENGTH -1 where present."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('weiss', () => {
  it("should make your opponent's personnel present STRENGTH -1, not yours (Rulebook 12.4 Present)", () => {
    // Arrange: Kromm (p2's), Narik (yours)
    const others = [
      { card: 'Kromm', owner: 'p2' },
      { card: 'Narik', owner: 'p1' },
    ] as const;
    // Act
    const { before, after } = attributesOnPlanet('Weiss', others);
    // Assert
    expect(after).toEqual([plus(before[0], [0, 0, -1]), before[1]]);
  });
});
