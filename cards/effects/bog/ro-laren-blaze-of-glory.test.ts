// Ro Laren (Blaze of Glory) (bog/rolarenbog), personnel, special skill:
// "Your other [Maq] personnel here are each CUNNING +2."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('roLarenBlazeOfGlory', () => {
  it('should make your other [Maq] personnel at her location CUNNING +2, not your opponent\'s nor herself (Rulebook 12.4 "Here")', () => {
    // Arrange: Riker Wil (yours), Michael Eddington (p2's), Narik (yours)
    const others = [
      { card: 'Riker Wil', owner: 'p1' },
      { card: 'Michael Eddington', owner: 'p2' },
      { card: 'Narik', owner: 'p1' },
    ] as const;
    // Act
    const { before, after, card } = attributesOnPlanet('Ro Laren (Blaze of Glory)', others);
    // Assert
    expect(after).toEqual([plus(before[0], [0, 2, 0]), before[1], before[2]]);
    expect(card).toEqual([6, 8, 6]);
  });
});
