// Ixtana'Rax (bog/ixtanarax), personnel, special skill:
// "Other [GQ] Jem'Hadar present are attributes all +1."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('ixtanaRax', () => {
  it("should make the other [GQ] Jem'Hadar present attributes all +1, anyone's, and no one else (Rulebook 12.4 Present)", () => {
    // Arrange: Amat'igan (your [GQ] Jem'Hadar), Arak'Taral (p2's), Narik (your Non-Aligned)
    const others = [
      { card: "Amat'igan", owner: 'p1' },
      { card: "Arak'Taral", owner: 'p2' },
      { card: 'Narik', owner: 'p1' },
    ] as const;
    // Act
    const { before, after, card } = attributesOnPlanet("Ixtana'Rax", others);
    // Assert
    expect(after).toEqual([plus(before[0], [1, 1, 1]), plus(before[1], [1, 1, 1]), before[2]]);
    expect(card).toEqual([8, 10, 10]);
  });
});
