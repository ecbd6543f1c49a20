// Admiral Nechayev (AUT/AUT16), personnel, special skill:
// "Opponent's Honor personnel present are attributes all -1."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('admiralNechayev', () => {
  it("should make your opponent's Honor personnel present attributes all -1, no one else (Rulebook 12.4 Present)", () => {
    // Arrange: Batrell (p2's, Honor), Kromm (p2's, no Honor), Narik (yours)
    const others = [
      { card: 'Batrell', owner: 'p2' },
      { card: 'Kromm', owner: 'p2' },
      { card: 'Narik', owner: 'p1' },
    ] as const;
    // Act
    const { before, after } = attributesOnPlanet('Admiral Nechayev', others);
    // Assert
    expect(after).toEqual([plus(before[0], [-1, -1, -1]), before[1], before[2]]);
  });
});
