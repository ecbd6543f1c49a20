// Mr. Scott (twt/mrscott), personnel, special skill:
// "If on a Constitution-class ship, it is attributes all +2."
import { plus, shipAttributesAboard } from '../modifier-test-support';

describe('mrScott', () => {
  it('should make the Constitution-class ship he is aboard attributes all +2, no other ship (Rulebook 12.11 S.A.M.)', () => {
    // Arrange: Starship Enterprise, or a Runabout, with or without him aboard
    // Act
    const [on, other] = [
      shipAttributesAboard('Mr. Scott', 'Starship Enterprise'),
      shipAttributesAboard('Mr. Scott', 'Runabout'),
    ];
    // Assert
    expect(on.after).toEqual([plus(on.before[0], [2, 2, 2])]);
    expect(other.after).toEqual(other.before);
  });
});
