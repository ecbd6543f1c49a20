// B'Elanna (borg/belanna), personnel, special skill:
// "If aboard a [Maq] ship, it is attributes all +2."
import { plus, shipAttributesAboard } from '../modifier-test-support';

describe('bElanna', () => {
  it('should make the [Maq] ship she is aboard attributes all +2, no other ship (Rulebook 12.11 S.A.M.)', () => {
    // Arrange: a Maquis Raider, or a Runabout, with or without her aboard
    // Act
    const [maquis, other] = [
      shipAttributesAboard("B'Elanna", 'Maquis Raider'),
      shipAttributesAboard("B'Elanna", 'Runabout'),
    ];
    // Assert
    expect(maquis.after).toEqual([plus(maquis.before[0], [2, 2, 2])]);
    expect(other.after).toEqual(other.before);
  });
});
