// Commander Chekov (tmp/043commanderchekov), personnel, special skill:
// "If on {Starship Enterprise}, it is WEAPONS +2."
import { plus, shipAttributesAboard } from '../modifier-test-support';

describe('commanderChekov', () => {
  it('should make the Starship Enterprise he is aboard WEAPONS +2, no other ship (Rulebook 12.11 S.A.M.)', () => {
    // Arrange: Starship Enterprise, or a Runabout, with or without him aboard
    // Act
    const [on, other] = [
      shipAttributesAboard('Commander Chekov', 'Starship Enterprise'),
      shipAttributesAboard('Commander Chekov', 'Runabout'),
    ];
    // Assert
    expect(on.after).toEqual([plus(on.before[0], [0, 2, 0])]);
    expect(other.after).toEqual(other.before);
  });
});
