// Issue #14: the one-card verbs of personnel, deck and tribble texts turned into compositions of general verbs.
import { verbHistogram } from './verb-histogram';

const uses = (verb: string): number => verbHistogram().find((use) => use.verb === verb)?.texts ?? 0;

describe('verbHistogram of the personnel, deck and tribble texts', () => {
  it('should count rearranging a draw deck as the general verb place, its one-card verb gone (issue #14)', () => {
    // Act
    const [place, rearrange] = [uses('place'), uses('rearrangeOpponentsDrawDeck')];
    // Assert: Thought Maker ("rearrange as desired") beside Escape Pod, Masaka Transformations and the dilemmas
    expect(place).toBeGreaterThanOrEqual(17);
    expect(rearrange).toBe(0);
  });

  it('should count gaining the skills of another personnel as the general verb forThisTurn, its one-card verb gone (issue #14)', () => {
    // Act
    const [forThisTurn, gain] = [uses('forThisTurn'), uses('gainSkillsOfYourOtherPersonnelPresent')];
    // Assert: Vulcan Mindmeld beside Transwarp Conduit, Tachyon Detection Grid, Asteroid Sanctuary, Neural Servo Device…
    expect(forThisTurn).toBeGreaterThanOrEqual(9);
    expect(gain).toBe(0);
  });

  it('should count setting an affiliation as the general verb modify, its one-card verb gone (issue #14; Rulebook "Characteristics")', () => {
    // Act
    const [modify, overrides] = [uses('modify'), uses('overridesAffiliation')];
    // Assert: Lore's Fingernail beside the S.A.M. modifiers of equipment, personnel and Tactics
    expect(modify).toBeGreaterThanOrEqual(93);
    expect(overrides).toBe(0);
  });

  it('should count adding to the requirements of mission attempts as the general verb modify, its two-card verb gone (issue #14; Rulebook 7.2)', () => {
    // Act
    const [modify, requires] = [uses('modify'), uses('attemptsRequireWherePresent')];
    // Assert: 100 Tribbles and 10,000 Tribbles beside Lore's Fingernail and the S.A.M. modifiers
    expect(modify).toBeGreaterThanOrEqual(95);
    expect(requires).toBe(0);
  });

  it("should count a replacement effect's cost and effects as general verbs, its one-card verb gone (issue #14; Genetronic Replicator)", () => {
    // Act
    const [returnToHand, stop, replaced] = [
      uses('returnToHand'),
      uses('stop'),
      uses('returnsTargetedToDieToHand'),
    ];
    // Assert: Genetronic Replicator beside Energy Vortex and Chula: The Lights (returnToHand), the Scans … (stop)
    expect(returnToHand).toBeGreaterThanOrEqual(3);
    expect(stop).toBeGreaterThanOrEqual(15);
    expect(replaced).toBe(0);
  });

  it('should count a guess at the end of each turn as a trigger and the general verb discard, its one-card verb gone (issue #14; Telepathic Alien Kidnappers)', () => {
    // Act
    const [discard, guess] = [uses('discard'), uses('guessOpponentsCardAtEndOfEachTurn')];
    // Assert: Telepathic Alien Kidnappers beside Amanda Rogers, the Espionages, Subspace Schism …
    expect(discard).toBeGreaterThanOrEqual(27);
    expect(guess).toBe(0);
  });

  it('should count spreading tribbles as a trigger and the general verbs relocate and discard, its one-card verb gone (issue #14; ... on the Station)', () => {
    // Act
    const [relocate, spreads] = [uses('relocate'), uses('spreadsTribblesAfterBreeding')];
    // Assert: ... on the Station beside Near-Warp Transport, Wormhole and the Love Interests
    expect(relocate).toBeGreaterThanOrEqual(5);
    expect(spreads).toBe(0);
  });
});
