// Maleth (ha/122maleth), personnel, special skill:
// "Opposing personnel are STRENGTH -1 where present."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('maleth', () => {
  it("should make your opponent's personnel present STRENGTH -1, not yours (Rulebook 12.4 Present)", () => {
    // Arrange: Kromm (p2's), Narik (yours)
    const others = [
      { card: 'Kromm', owner: 'p2' },
      { card: 'Narik', owner: 'p1' },
    ] as const;
    // Act
    const { before, after } = attributesOnPlanet('Maleth', others);
    // Assert
    expect(after).toEqual([plus(before[0], [0, 0, -1]), before[1]]);
  });
});
