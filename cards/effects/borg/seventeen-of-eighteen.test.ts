// Seventeen of Eighteen (borg/seventeenofeighteen), personnel, special skill: "While on your ship in the Delta
// Quadrant, it is RANGE +2. (Cumulative.)"
import { plus, shipAttributesAboard } from '../modifier-test-support';

describe('seventeenOfEighteen', () => {
  it('should make your ship it is aboard RANGE +2 in the Delta Quadrant only (Rulebook "Using Skills" L1002, 12.11)', () => {
    // Arrange: your Borg Scout Vessel at Repair Null Space Catapult (Delta) or at Avert Disaster (Alpha), or p2's in
    // the Delta Quadrant, with or without p1's drone aboard
    // Act
    const [delta, alpha, theirs] = [
      shipAttributesAboard('Seventeen of Eighteen', 'Borg Scout Vessel', 'p1', 'Repair Null Space Catapult'),
      shipAttributesAboard('Seventeen of Eighteen', 'Borg Scout Vessel', 'p1', 'Avert Disaster'),
      shipAttributesAboard('Seventeen of Eighteen', 'Borg Scout Vessel', 'p2', 'Repair Null Space Catapult'),
    ];
    // Assert
    expect(delta.after).toEqual([plus(delta.before[0], [2, 0, 0])]);
    expect(alpha.after).toEqual(alpha.before);
    expect(theirs.after).toEqual(theirs.before);
  });
});
