// Demora Sulu (tmp/tmp47), personnel, special skill:
// "If on {any Enterprise}, it is RANGE +1."
import { plus, shipAttributesAboard } from '../modifier-test-support';

describe('demoraSulu', () => {
  it('should make any Enterprise she is aboard RANGE +1, no other ship (Rulebook 12.11 S.A.M.)', () => {
    // Arrange: Starship Enterprise, or a Runabout, with or without him aboard
    // Act
    const [on, other] = [
      shipAttributesAboard('Demora Sulu', 'Starship Enterprise'),
      shipAttributesAboard('Demora Sulu', 'Runabout'),
    ];
    // Assert
    expect(on.after).toEqual([plus(on.before[0], [1, 0, 0])]);
    expect(other.after).toEqual(other.before);
  });
});
