// Morak (borg/morak), personnel, special skill:
// "If on {I.K.C. Voq'leng}, it is attributes all +1."
import { plus, shipAttributesAboard } from '../modifier-test-support';

describe('morak', () => {
  it("should make the I.K.C. Voq'leng he is aboard attributes all +1, no other ship (Rulebook 12.11 S.A.M.)", () => {
    // Arrange: I.K.C. Voq'leng, or a Runabout, with or without him aboard
    // Act
    const [on, other] = [
      shipAttributesAboard('Morak', "I.K.C. Voq'leng"),
      shipAttributesAboard('Morak', 'Runabout'),
    ];
    // Assert
    expect(on.after).toEqual([plus(on.before[0], [1, 1, 1])]);
    expect(other.after).toEqual(other.before);
  });
});
