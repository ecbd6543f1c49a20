// Captain Kang (tmp/tmp71), personnel, special skill:
// "If on a ship at a [KLI] mission, it is WEAPONS +2."
import { plus, shipAttributesAboard } from '../modifier-test-support';

describe('captainKang', () => {
  it('should make the ship he is aboard WEAPONS +2 at a [KLI] mission only (Rulebook 12.4 "Here")', () => {
    // Arrange: a Runabout at Test Mission ([FED] [KLI]) or at Excavation ([FED] [ROM]), with or without him aboard
    // Act
    const [klingon, other] = [
      shipAttributesAboard('Captain Kang', 'Runabout', 'p1', 'Test Mission'),
      shipAttributesAboard('Captain Kang', 'Runabout', 'p1', 'Excavation'),
    ];
    // Assert
    expect(klingon.after).toEqual([plus(klingon.before[0], [0, 2, 0])]);
    expect(other.after).toEqual(other.before);
  });
});
