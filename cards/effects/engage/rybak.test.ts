// Rybak (ENGAGE/engage_37), personnel, special skill: "If on your {Mercenary Ship}, it is attributes all +1."
import { plus, shipAttributesAboard } from '../modifier-test-support';

describe('rybak', () => {
  it('should make his player\'s Mercenary Ship attributes all +1 while he is aboard, not the opponent\'s (Rulebook "Using Skills" L1002, 12.3, 12.11)', () => {
    // Arrange: p1's Mercenary Ship or p2's, with or without p1's Rybak aboard
    // Act
    const [yours, theirs] = [
      shipAttributesAboard('Rybak', 'Mercenary Ship', 'p1'),
      shipAttributesAboard('Rybak', 'Mercenary Ship', 'p2'),
    ];
    // Assert
    expect(yours.after).toEqual([plus(yours.before[0], [1, 1, 1])]);
    expect(theirs.after).toEqual(theirs.before);
  });
});
