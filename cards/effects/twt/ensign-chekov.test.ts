// Ensign Chekov (twt/ensignchekov), personnel, special skill:
// "If on {Starship Enterprise}, it is RANGE +2."
import { plus, shipAttributesAboard } from '../modifier-test-support';

describe('ensignChekov', () => {
  it('should make the Starship Enterprise he is aboard RANGE +2, no other ship (Rulebook 12.11 S.A.M.)', () => {
    // Arrange: Starship Enterprise, or a Runabout, with or without him aboard
    // Act
    const [on, other] = [
      shipAttributesAboard('Ensign Chekov', 'Starship Enterprise'),
      shipAttributesAboard('Ensign Chekov', 'Runabout'),
    ];
    // Assert
    expect(on.after).toEqual([plus(on.before[0], [2, 0, 0])]);
    expect(other.after).toEqual(other.before);
  });
});
