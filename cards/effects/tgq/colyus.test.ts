// Colyus (tgq/tgq_42V), personnel, special skill:
// "Other [GQ][Non] personnel present are attributes all +1."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('colyus', () => {
  it("should make the other [GQ] Non-Aligned personnel present attributes all +1, anyone's, and no one else (Rulebook 12.4 Present)", () => {
    // Arrange: Croden (yours), Rurigan (p2's), Data
    const others = [
      { card: 'Croden', owner: 'p1' },
      { card: 'Rurigan', owner: 'p2' },
      { card: 'Data', owner: 'p1' },
    ] as const;
    // Act
    const { before, after, card } = attributesOnPlanet('Colyus', others);
    // Assert
    expect(after).toEqual([plus(before[0], [1, 1, 1]), plus(before[1], [1, 1, 1]), before[2]]);
    expect(card).toEqual([7, 7, 5]);
  });
});
