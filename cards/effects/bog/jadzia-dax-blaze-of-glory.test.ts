// Jadzia Dax (Blaze of Glory) (bog/jadziadaxbog), personnel, special skill:
// "Other (R> personnel present are attributes all +2."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('jadziaDaxBlazeOfGlory', () => {
  it("should make the other (R> personnel present attributes all +2, anyone's, and no one else (Rulebook 12.4 Present)", () => {
    // Arrange: Koloth (yours, (R>), Kang (p2's, (R>), Narik (yours)
    const others = [
      { card: 'Koloth', owner: 'p1' },
      { card: 'Kang', owner: 'p2' },
      { card: 'Narik', owner: 'p1' },
    ] as const;
    // Act
    const { before, after, card } = attributesOnPlanet('Jadzia Dax (Blaze of Glory)', others);
    // Assert
    expect(after).toEqual([plus(before[0], [2, 2, 2]), plus(before[1], [2, 2, 2]), before[2]]);
    expect(card).toEqual([8, 9, 8]);
  });
});
