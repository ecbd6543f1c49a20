// Kasidy Yates (The Maquis) (Maquis/maquis_38V), personnel, special skill:
// "Each other [Maq] personnel present is STRENGTH +2."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('kasidyYatesTheMaquis', () => {
  it("should make each other [Maq] personnel present STRENGTH +2, anyone's, and no one else (Rulebook 12.4 Present)", () => {
    // Arrange: Riker Wil (yours, [Maq]), Michael Eddington (p2's, [Maq]), Data (yours)
    const others = [
      { card: 'Riker Wil', owner: 'p1' },
      { card: 'Michael Eddington', owner: 'p2' },
      { card: 'Data', owner: 'p1' },
    ] as const;
    // Act
    const { before, after, card } = attributesOnPlanet('Kasidy Yates (The Maquis)', others);
    // Assert
    expect(after).toEqual([plus(before[0], [0, 0, 2]), plus(before[1], [0, 0, 2]), before[2]]);
    expect(card).toEqual([5, 6, 5]);
  });
});
