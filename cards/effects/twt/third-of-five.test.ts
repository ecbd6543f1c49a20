// Third of Five (twt/ThirdofFive), personnel, special skill: "If on your {Borg Scout Vessel}, it is attributes all +2
// (or +4 in Alpha Quadrant)."
import { plus, shipAttributesAboard } from '../modifier-test-support';

describe('thirdOfFive', () => {
  it('should make your Borg Scout Vessel attributes all +2 in the Delta Quadrant and +4 in the Alpha Quadrant (Rulebook "Using Skills" L1002, 12.11)', () => {
    // Arrange: your Borg Scout Vessel at Repair Null Space Catapult (Delta) or at Avert Disaster (Alpha), with or
    // without him aboard
    // Act
    const [delta, alpha] = [
      shipAttributesAboard('Third of Five', 'Borg Scout Vessel', 'p1', 'Repair Null Space Catapult'),
      shipAttributesAboard('Third of Five', 'Borg Scout Vessel', 'p1', 'Avert Disaster'),
    ];
    // Assert
    expect(delta.after).toEqual([plus(delta.before[0], [2, 2, 2])]);
    expect(alpha.after).toEqual([plus(alpha.before[0], [4, 4, 4])]);
  });

  it('should not affect another ship, nor the opponent\'s Borg Scout Vessel (Rulebook 12.3 "your")', () => {
    // Arrange: a Borg Cube of p1's, or p2's Borg Scout Vessel, with or without p1's drone aboard
    // Act
    const [cube, theirs] = [
      shipAttributesAboard('Third of Five', 'Borg Cube', 'p1', 'Avert Disaster'),
      shipAttributesAboard('Third of Five', 'Borg Scout Vessel', 'p2', 'Avert Disaster'),
    ];
    // Assert
    expect(cube.after).toEqual(cube.before);
    expect(theirs.after).toEqual(theirs.before);
  });
});
