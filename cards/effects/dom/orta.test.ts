// Orta (dom/orta), personnel, special skill:
// "Opposing personnel STRENGTH -1 where present."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('orta', () => {
  it("should make your opponent's personnel present STRENGTH -1, not yours (Rulebook 12.4 Present)", () => {
    // Arrange: Kromm and Vash (p2's), Furel (yours)
    const others = [
      { card: 'Kromm', owner: 'p2' },
      { card: 'Vash', owner: 'p2' },
      { card: 'Furel', owner: 'p1' },
    ] as const;
    // Act
    const { before, after, card } = attributesOnPlanet('Orta', others);
    // Assert
    expect(after).toEqual([plus(before[0], [0, 0, -1]), plus(before[1], [0, 0, -1]), before[2]]);
    expect(card).toEqual([6, 8, 8]);
  });
});
