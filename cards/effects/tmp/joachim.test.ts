// Joachim (tmp/tmp96), personnel, special skill:
// "If on {U.S.S. Reliant}, it is WEAPONS +3."
import { plus, shipAttributesAboard } from '../modifier-test-support';

describe('joachim', () => {
  it('should make the U.S.S. Reliant he is aboard WEAPONS +3, no other ship (Rulebook 12.11 S.A.M.)', () => {
    // Arrange: U.S.S. Reliant, or a Runabout, with or without him aboard
    // Act
    const [on, other] = [
      shipAttributesAboard('Joachim', 'U.S.S. Reliant'),
      shipAttributesAboard('Joachim', 'Runabout'),
    ];
    // Assert
    expect(on.after).toEqual([plus(on.before[0], [0, 3, 0])]);
    expect(other.after).toEqual(other.before);
  });
});
