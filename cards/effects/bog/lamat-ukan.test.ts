// Lamat'Ukan (bog/lamatukan), personnel, special skill:
// "While on your ship, it is WEAPONS +2."
import { plus, shipAttributesAboard } from '../modifier-test-support';

describe('lamatUkan', () => {
  it("should make your ship he is aboard WEAPONS +2, not an opponent's (Rulebook 12.11 S.A.M.)", () => {
    // Arrange: your U.S.S. Galaxy, or p2's, with or without him aboard
    // Act
    const [yours, theirs] = [
      shipAttributesAboard("Lamat'Ukan", 'U.S.S. Galaxy'),
      shipAttributesAboard("Lamat'Ukan", 'U.S.S. Galaxy', 'p2'),
    ];
    // Assert
    expect(yours.after).toEqual([plus(yours.before[0], [0, 2, 0])]);
    expect(theirs.after).toEqual(theirs.before);
  });
});
