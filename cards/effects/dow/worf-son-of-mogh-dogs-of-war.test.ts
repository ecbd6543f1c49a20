// Worf Son of Mogh (Dogs of War) (dow/dow45), personnel, special skill:
// "Your other [Kli] personnel present are INTEGRITY +1."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('worfSonOfMoghDogsOfWar', () => {
  it('should make your other Klingon-affiliation personnel present INTEGRITY +1, no one else (Rulebook 12.4 Present)', () => {
    // Arrange: K'mtar (your [Kli]), Kromm (p2's [Kli]), Narik (your Non-Aligned)
    const others = [
      { card: "K'mtar", owner: 'p1' },
      { card: 'Kromm', owner: 'p2' },
      { card: 'Narik', owner: 'p1' },
    ] as const;
    // Act
    const { before, after, card } = attributesOnPlanet('Worf Son of Mogh (Dogs of War)', others);
    // Assert
    expect(after).toEqual([plus(before[0], [1, 0, 0]), before[1], before[2]]);
    expect(card).toEqual([9, 6, 10]);
  });
});
