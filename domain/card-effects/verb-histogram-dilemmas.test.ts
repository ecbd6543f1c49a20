// Issue #14: the dilemma verbs that reach three card texts through new cards composed of general verbs.
import { verbHistogram } from './verb-histogram';

const uses = (verb: string): number => verbHistogram().find((use) => use.verb === verb)?.texts ?? 0;

describe('verbHistogram of dilemmas by the kind of mission', () => {
  it('should count "Space mission: … Planet mission: …" and "at [S] … at [P]" as the one verb byMission of three texts (issue #14; Rulings "dual-icon missions")', () => {
    // Assert: Crystalline Entity, REM Fatigue Hallucinations, Shuttle Crash
    expect(uses('byMission')).toBeGreaterThanOrEqual(3);
  });
});
