// Issue #14: the dilemma verbs that reach three card texts through new cards composed of general verbs.
import { verbHistogram } from './verb-histogram';

const uses = (verb: string): number => verbHistogram().find((use) => use.verb === verb)?.texts ?? 0;

describe('verbHistogram of dilemmas by the kind of mission', () => {
  it('should count "Space mission: … Planet mission: …" and "at [S] … at [P]" as the one verb byMission of three texts (issue #14; Rulings "dual-icon missions")', () => {
    // Assert: Crystalline Entity, REM Fatigue Hallucinations, Shuttle Crash
    expect(uses('byMission')).toBeGreaterThanOrEqual(3);
  });
});

describe('verbHistogram of personnel held under a dilemma', () => {
  it('should count "held atop mission", "is phased" and "placed with dilemma atop mission" as the one verb hold of three texts (issue #14; Rulebook "Dilemmas")', () => {
    // Assert: Alien Abduction, Phased Matter, Primitive Humanoids
    expect(uses('hold')).toBeGreaterThanOrEqual(3);
  });
});

describe('verbHistogram of the end of the turn', () => {
  it('should count "end turn" and "Immediately end your turn" as the one verb endTurn of dilemmas and card texts (issue #14; Rulebook "End of Turn")', () => {
    // Assert: Temporal Causality Loop, End Transmission
    expect(uses('endTurn')).toBeGreaterThanOrEqual(2);
  });
});
