// Chief Navigator Chekov (crossovers/crossoversup_43), personnel, special skill:
// "If on {I.S.S. Enterprise}, it is RANGE and WEAPONS +1."
import { plus, shipAttributesAboard } from '../modifier-test-support';

describe('chiefNavigatorChekov', () => {
  it('should make the I.S.S. Enterprise he is aboard RANGE and WEAPONS +1, no other ship (Rulebook 12.11 S.A.M.)', () => {
    // Arrange: I.S.S. Enterprise, or a Runabout, with or without him aboard
    // Act
    const [on, other] = [
      shipAttributesAboard('Chief Navigator Chekov', 'I.S.S. Enterprise'),
      shipAttributesAboard('Chief Navigator Chekov', 'Runabout'),
    ];
    // Assert
    expect(on.after).toEqual([plus(on.before[0], [1, 1, 0])]);
    expect(other.after).toEqual(other.before);
  });
});
