// Captain Chakotay (borg/captainchakotay), personnel, special skill:
// "Your other [Maq] personnel here are attributes all +2."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('captainChakotay', () => {
  it('should make your other [Maq] personnel at his location attributes all +2, not your opponent\'s nor himself (Rulebook 12.4 "Here")', () => {
    // Arrange: Riker Wil (yours), Michael Eddington (p2's), Narik (yours)
    const others = [
      { card: 'Riker Wil', owner: 'p1' },
      { card: 'Michael Eddington', owner: 'p2' },
      { card: 'Narik', owner: 'p1' },
    ] as const;
    // Act
    const { before, after, card } = attributesOnPlanet('Captain Chakotay', others);
    // Assert
    expect(after).toEqual([plus(before[0], [2, 2, 2]), before[1], before[2]]);
    expect(card).toEqual([8, 8, 8]);
  });
});
