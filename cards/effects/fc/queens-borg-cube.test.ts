// Queen's Borg Cube (fc/Queen's-Borg-Cube), ship:
// "WEAPONS and SHIELDS +3 at {Earth}. Your equipment and Borg personnel may report aboard. Tractor Beam"
import { standIn } from '../../registry/stand-ins';
import { borgReportedAboard, weaponsAndShieldsAt } from '../borg-cube-test-support';

// No mission titled Earth is in the card database: a stand-in planet mission of that title
standIn({ title: 'Earth', like: 'Excavation' });

describe('queensBorgCube', () => {
  it('should be WEAPONS and SHIELDS +3 at Earth, and not elsewhere (Rulebook 12.4 "Here", 12.11)', () => {
    // Act
    const values = ['Earth', 'Excavation'].map((at) => weaponsAndShieldsAt("Queen's Borg Cube", at));
    // Assert
    expect(values).toEqual([
      [24 + 3, 24 + 3],
      [24, 24],
    ]);
  });

  it('should let your Borg personnel report for duty aboard it (Rulebook "Reporting for Duty")', () => {
    // Act
    const { zone, cube } = borgReportedAboard("Queen's Borg Cube", 'Answer Distress Signal');
    // Assert
    expect(zone).toEqual({ kind: 'aboard', carrier: cube });
  });
});
