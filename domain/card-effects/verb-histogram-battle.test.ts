// Issue #14: the one-card battle verbs (Rogue Borg, Honor Challenge) turned into compositions of general verbs.
import { verbHistogram } from './verb-histogram';

const uses = (verb: string): number => verbHistogram().find((use) => use.verb === verb)?.texts ?? 0;

describe('verbHistogram of the Rogue Borg', () => {
  it('should count the Rogue Borg boarding as the general verbs place and control, the two-card verb gone (issue #14; Rulebook 12.3, 12.4; Rulings "battle")', () => {
    // Assert: Commandeer Ship, Alien Parasites, Rogue Borg Mercenaries, Crosis (control)
    expect(uses('control')).toBeGreaterThanOrEqual(4);
    expect(uses('boardTargetAsRogueBorg')).toBe(0);
  });
});
