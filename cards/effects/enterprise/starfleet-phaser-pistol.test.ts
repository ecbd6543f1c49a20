// Starfleet Phaser Pistol (enterprise/StarfleetPhaserPistolECR), equipment:
// "[Sta] use only. Each of your personnel present is STRENGTH +2 (or +3 if that personnel has SECURITY). (Cumulative.)"
import { attributeOf, plus, withTwoCopiesOf } from '../modifier-test-support';

describe('starfleetPhaserPistol', () => {
  it("should make your Starfleet personnel present STRENGTH +2, +3 with SECURITY, for each copy, not your opponent's (Rulebook 12.4 Present, 12.9)", () => {
    // Arrange: Callaghan (yours), Amanda Cole (yours, SECURITY), Fiona McKenzie (p2's, SECURITY)
    const personnel = [
      { card: 'Callaghan', owner: 'p1' },
      { card: 'Amanda Cole', owner: 'p1' },
      { card: 'Fiona McKenzie', owner: 'p2' },
    ] as const;
    // Act
    const { before, after } = withTwoCopiesOf('Starfleet Phaser Pistol', personnel, attributeOf('STRENGTH'));
    // Assert
    expect(after).toEqual([plus(before[0], [4]), plus(before[1], [6]), before[2]]);
  });
});
