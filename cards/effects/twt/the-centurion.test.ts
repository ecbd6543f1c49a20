// The Centurion (twt/thecenturion), personnel, special skill:
// "Other Romulans at this location are attributes all +1."
import { attributesOnPlanet, plus } from '../modifier-test-support';

describe('theCenturion', () => {
  it('should make the other Romulans at his location attributes all +1, anyone\'s, and no one else (Rulebook 12.4 "Here")', () => {
    // Arrange: Commander Tomalak (yours), Senator Letant (p2's), Narik (yours)
    const others = [
      { card: 'Commander Tomalak', owner: 'p1' },
      { card: 'Senator Letant', owner: 'p2' },
      { card: 'Narik', owner: 'p1' },
    ] as const;
    // Act
    const { before, after, card } = attributesOnPlanet('The Centurion', others);
    // Assert
    expect(after).toEqual([plus(before[0], [1, 1, 1]), plus(before[1], [1, 1, 1]), before[2]]);
    expect(card).toEqual([7, 8, 5]);
  });
});
