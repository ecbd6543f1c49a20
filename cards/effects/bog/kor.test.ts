// Kor (bog/kor), personnel, special skill:
// "Other Klingons present are each STRENGTH +2."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('kor', () => {
  it('should make the other Klingons present STRENGTH +2, anyone\'s, and no one else (Rulebook 12.4 Present, "Characteristics")', () => {
    // Arrange: K'mtar (your Klingon), Worf (p2's Klingon of the Federation), Narik (your Non-Aligned)
    const others = [
      { card: "K'mtar", owner: 'p1' },
      { card: 'Worf', owner: 'p2' },
      { card: 'Narik', owner: 'p1' },
    ] as const;
    // Act
    const { before, after, card } = attributesOnPlanet('Kor', others);
    // Assert
    expect(after).toEqual([plus(before[0], [0, 0, 2]), plus(before[1], [0, 0, 2]), before[2]]);
    expect(card).toEqual([6, 8, 8]);
  });
});
