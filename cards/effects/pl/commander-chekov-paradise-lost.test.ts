// Commander Chekov (Paradise Lost) (PL/pl25), personnel, special skill: "If on {U.S.S. Reliant}, it is WEAPONS +2."
import { plus, shipAttributesAboard } from '../modifier-test-support';

describe('commanderChekovParadiseLost', () => {
  it('should make the U.S.S. Reliant WEAPONS +2 while he is aboard, and no other ship (Rulebook "Using Skills" L1002, 12.11)', () => {
    // Arrange: the U.S.S. Reliant, or a Runabout, with or without him aboard
    // Act
    const [reliant, runabout] = [
      shipAttributesAboard('Commander Chekov (Paradise Lost)', 'U.S.S. Reliant'),
      shipAttributesAboard('Commander Chekov (Paradise Lost)', 'Runabout'),
    ];
    // Assert
    expect(reliant.after).toEqual([plus(reliant.before[0], [0, 2, 0])]);
    expect(runabout.after).toEqual(runabout.before);
  });
});
