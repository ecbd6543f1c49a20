// Ch'dak (tmp/tmp72), personnel, special skill:
// "If on a [Kli] [Films] ship, it is RANGE +1."
import { plus, shipAttributesAboard } from '../modifier-test-support';

describe('chdak', () => {
  it('should make the [Kli] [Films] ship he is aboard RANGE +1, no other ship (Rulebook 12.11 S.A.M.)', () => {
    // Arrange: I.K.S. Amar, or a Runabout, with or without him aboard
    // Act
    const [on, other] = [
      shipAttributesAboard("Ch'dak", 'I.K.S. Amar'),
      shipAttributesAboard("Ch'dak", 'Runabout'),
    ];
    // Assert
    expect(on.after).toEqual([plus(on.before[0], [1, 0, 0])]);
    expect(other.after).toEqual(other.before);
  });
});
