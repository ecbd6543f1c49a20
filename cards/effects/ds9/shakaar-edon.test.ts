// Shakaar Edon (ds9/ShakaarEdona), personnel, special skill:
// "Other Bajorans present are STRENGTH +2."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('shakaarEdon', () => {
  it("should make the other Bajorans present STRENGTH +2, anyone's, and no one else (Rulebook 12.4 Present)", () => {
    // Arrange: Furel (your Bajoran), Ro Laren (p2's Bajoran of the Federation), Narik (your Non-Aligned)
    const others = [
      { card: 'Furel', owner: 'p1' },
      { card: 'Ro Laren', owner: 'p2' },
      { card: 'Narik', owner: 'p1' },
    ] as const;
    // Act
    const { before, after, card } = attributesOnPlanet('Shakaar Edon', others);
    // Assert
    expect(after).toEqual([plus(before[0], [0, 0, 2]), plus(before[1], [0, 0, 2]), before[2]]);
    expect(card).toEqual([8, 8, 8]);
  });
});
