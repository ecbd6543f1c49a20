// Issue #14: the ship and movement verbs of one card each turned into compositions of general verbs, permissions and
// selections.
import { verbHistogram } from './verb-histogram';

const uses = (verb: string): number => verbHistogram().find((use) => use.verb === verb)?.texts ?? 0;

describe('verbHistogram of repairs', () => {
  it("should count Exocomp's repair away from an outpost as the permission allow('repair'), its one-card verb gone (issue #14; Rulebook 7.5.2)", () => {
    // Assert: Exocomp beside the other permissions (Engage Shuttle Operations, Blue Alert, Phased Cloaking Device …)
    expect(uses('allow')).toBeGreaterThanOrEqual(25);
    expect(uses('repairsShipAboard')).toBe(0);
  });
});

describe('verbHistogram of damage markers', () => {
  it("should count Chain Reaction Pulsar's \"Scanners off line\" as the prohibition prevent('play'), its one-card verb gone (issue #14; Rulebook 7.5.1)", () => {
    // Assert: Chain Reaction Pulsar beside Yellow Alert, Goddess of Empathy, Computer Crash …
    expect(uses('prevent')).toBeGreaterThanOrEqual(12);
    expect(uses('playsOnlyWhereUndamagedShip')).toBe(0);
  });
});

describe('verbHistogram of stopped ships', () => {
  it('should count Distortion of Space/Time Continuum as the general verbs unstop and restoreRange, its one-card verb gone (issue #14; Rulebook 10.2.1, 7.1.5)', () => {
    // Assert
    expect(uses('unstop')).toBeGreaterThanOrEqual(1);
    expect(uses('restoreRange')).toBeGreaterThanOrEqual(1);
    expect(uses('unstopTargetShipAndRestoreRange')).toBe(0);
  });
});

describe('verbHistogram of staffing', () => {
  it("should count Commandeer Ship's staffing as the permission allow('staff'), its one-card verb gone (issue #14; Rulebook 7.1.3)", () => {
    // Assert
    expect(uses('allow')).toBeGreaterThanOrEqual(25);
    expect(uses('hostMeetsStaffingIcons')).toBe(0);
  });
});

describe('verbHistogram of the spaceline', () => {
  it('should count Gaps in Normal Space as the general verb place into the spaceline, its one-card verb gone (issue #14; Rulebook L225)', () => {
    // Assert: Gaps in Normal Space beside Escape Pod, Alien Groupie, Masaka Transformations and the dilemmas placed
    expect(uses('place')).toBeGreaterThanOrEqual(17);
    expect(uses('openGapAfterTarget')).toBe(0);
  });
});

describe('verbHistogram of beaming', () => {
  it('should count Emergency Transporter Armbands as the verb relocate by beaming, its one-card verb gone (issue #14; Rulebook 7.1.1)', () => {
    // Assert: Near-Warp Transport, Wormhole, Emergency Transporter Armbands and the Love Interest dilemmas
    expect(uses('relocate')).toBeGreaterThanOrEqual(5);
    expect(uses('beamYourPersonnel')).toBe(0);
  });
});

describe('verbHistogram of the missions that restore RANGE', () => {
  it("should count the missions' texts on solving as the general verb restoreRange (issue #14; Rulebook 7.2 L705, 7.1.5)", () => {
    // Assert: Distortion of Space/Time Continuum, Investigate Derelict, Reinitialize Warp Reaction
    expect(uses('restoreRange')).toBeGreaterThanOrEqual(3);
  });
});
