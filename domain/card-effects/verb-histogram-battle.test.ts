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

describe('verbHistogram of the battle responses', () => {
  it('should count Honor Challenge as the general verb kill on the selection oneOpponentEach, its one-card verb gone (issue #14; Rulebook 7.4)', () => {
    // Assert: Dead in Bed, Gaps in Normal Space, Anti-Time Anomaly, Vulcan Stone of Gol, Honor Challenge and the dilemmas
    expect(uses('kill')).toBeGreaterThanOrEqual(30);
    expect(uses('eachKillsOneOpponent')).toBe(0);
  });
});

describe('verbHistogram of Lore Returns', () => {
  it('should count Lore Returns as the general permission allow (action attack), its one-card verb gone (issue #14; Rulebook 7.4 "when permitted or required by a card")', () => {
    // Assert: the 36 texts allowing a deed, and Lore Returns
    expect(uses('allow')).toBeGreaterThanOrEqual(37);
    expect(uses('rogueBorgMayUseHostShip')).toBe(0);
  });
});

describe('verbHistogram of the battle verb', () => {
  it("should count Klingon Right of Vengeance's re-attack as the general verbs battle and modify, its one-card verb gone (issue #14; Rulebook 7.4, 12.11)", () => {
    // Assert: Rogue Borg Mercenaries, Klingon Right of Vengeance
    expect(uses('battle')).toBeGreaterThanOrEqual(2);
    expect(uses('reattackWithDoubleStrength')).toBe(0);
  });
});

describe('verbHistogram of the dilemmas that download then battle', () => {
  it('should count "Opponent may download to this planet … They may initiate battle" as the general verbs download and battle (issue #14; Rulebook "Downloading", 7.4)', () => {
    // Assert: Rogue Borg Mercenaries, Klingon Right of Vengeance, Ferengi Ambush, Klingon Troop Deployment, MACO
    // Encounter (battle); the 19 downloads before, with the three dilemmas
    expect(uses('battle')).toBeGreaterThanOrEqual(5);
    expect(uses('download')).toBeGreaterThanOrEqual(22);
  });
});
