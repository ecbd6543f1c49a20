// Locutus' Borg Cube (bog/Locutus'-Borg-Cube), ship: "WEAPONS and SHIELDS +3 at {Wolf 359}. Your equipment and Borg
// personnel may report aboard. Tractor Beam"
import { standIn } from '../../registry/stand-ins';
import { borgReportedAboard, weaponsAndShieldsAt } from '../borg-cube-test-support';

// No mission titled Wolf 359 is in the card database: a stand-in space mission of that title
standIn({ title: 'Wolf 359', like: 'Investigate Rogue Comet' });

describe('locutusBorgCube', () => {
  it('should be WEAPONS and SHIELDS +3 at Wolf 359, and not elsewhere (Rulebook 12.4 "Here", 12.11)', () => {
    // Act
    const values = ['Wolf 359', 'Investigate Rogue Comet'].map((at) =>
      weaponsAndShieldsAt("Locutus' Borg Cube", at),
    );
    // Assert
    expect(values).toEqual([
      [24 + 3, 24 + 3],
      [24, 24],
    ]);
  });

  it('should let your Borg personnel report for duty aboard it (Rulebook "Reporting for Duty")', () => {
    // Act
    const { zone, cube } = borgReportedAboard("Locutus' Borg Cube", 'Repair Null Space Catapult');
    // Assert
    expect(zone).toEqual({ kind: 'aboard', carrier: cube });
  });
});
