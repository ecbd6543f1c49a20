// Issue #14: the one-card immediate verbs turned into compositions of general verbs and selections.
import { verbHistogram } from './verb-histogram';

const uses = (verb: string): number => verbHistogram().find((use) => use.verb === verb)?.texts ?? 0;

describe('verbHistogram of immediate compositions', () => {
  it('should count Scan and Full Planet Scan as the general verbs stop and lookAt, their one-card verb gone (issue #14; Rulebook "Using Skills", "Looking at Cards")', () => {
    // Assert: Life-form Scan, Long-Range Scan, Jaglom Shrek, Thought Maker's sight and the two Scans
    expect(uses('lookAt')).toBeGreaterThanOrEqual(6);
    expect(uses('stop')).toBeGreaterThanOrEqual(12);
    expect(uses('stopToExamineBottomSeedCard')).toBe(0);
  });
});

describe('verbHistogram of end-of-turn compositions', () => {
  it('should count Navigate Plasma Storms as the general verbs damage and destroy, its one-card verb gone (issue #14; Rulebook 7.5.1, 10.2.1, "Regions")', () => {
    // Assert: Plasma Fire, Auto-Destruct Sequence, Navigate Plasma Storms … (damage); Warp Core Breach … (destroy)
    expect(uses('damage')).toBeGreaterThanOrEqual(8);
    expect(uses('destroy')).toBeGreaterThanOrEqual(8);
    expect(uses('hitInRegion')).toBe(0);
  });
});

describe('verbHistogram of responses to a mission completed', () => {
  it('should count Alien Groupie as the general verb place on a random member of the team that completed the mission, its one-card verb gone (issue #14; Rulebook 7.2, 12.14)', () => {
    // Assert: Escape Pod, Alien Groupie, the dilemmas placed on a ship or mission
    expect(uses('place')).toBeGreaterThanOrEqual(15);
    expect(uses('holdRandomTeamMemberOnPlanet')).toBe(0);
  });
});

describe('verbHistogram of destruction at a location', () => {
  it('should count Supernova as the general verbs destroy and discard, its one-card verb gone (issue #14; Rulebook 10.2.1, "Leaving Play")', () => {
    // Assert
    expect(uses('destroy')).toBeGreaterThanOrEqual(9);
    expect(uses('destroyEverythingAtTargetMission')).toBe(0);
  });
});

describe('verbHistogram of beaming up and control', () => {
  it("should count Portal Guard's and Alien Parasites' beaming as the general verb board, with kill, endAttempt and control, their one-card verbs gone (issue #14; Rulebook 7.1.1, 12.3)", () => {
    // Assert: Escape Pod (card text), Portal Guard, Alien Parasites (dilemmas); Cytherians, Radioactive Garbage Scow
    expect(uses('board')).toBeGreaterThanOrEqual(3);
    expect(uses('endAttempt')).toBeGreaterThanOrEqual(3);
    expect(['beamUpOrDie', 'opponentControlsShipAndCrew'].map(uses)).toEqual([0, 0]);
  });

  it('should count commandeering and Alien Parasites as the one general verb control, the one-card verb gone (issue #14; Rulebook 12.3 L1229: "through commandeering, Brainwash, Alien Parasites")', () => {
    // Assert: Commandeer Ship (its Voyager reprint, the same text, is a copy: one text), Alien Parasites
    expect(uses('control')).toBeGreaterThanOrEqual(2);
    expect(uses('targetCommandeersCarrier')).toBe(0);
  });
});

describe('verbHistogram of the game result', () => {
  it('should count Raise the Stakes\' stakes as the general verb modify of a value of the game, its one-card verb gone (issue #14; README "End of the game", Rulebook 12.11)', () => {
    // Assert: Raise the Stakes' lasting addToStakes(1) is a modify, reach theGame
    expect(uses('modify')).toBeGreaterThanOrEqual(163);
    expect(uses('winnerKeepsRandomCardOfLoser')).toBe(0);
  });

  it("should count Raise the Stakes' choice as the general verbs option (by the opponent) and forfeit, its one-card verb gone (issue #14; Rulebook L331)", () => {
    // Assert: Battle Bridge Door, Sarjenka, Strict Dress Code, Raise the Stakes (option); Raise the Stakes (forfeit)
    expect(uses('option')).toBeGreaterThanOrEqual(4);
    expect(uses('forfeit')).toBeGreaterThanOrEqual(1);
    expect(uses('opponentForfeitsOrAgreesStakes')).toBe(0);
  });
});
