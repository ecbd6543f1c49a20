import {
  damage,
  discard,
  ifElse,
  kill,
  onIcons,
  probe,
  requires,
  returnToHand,
  scoreBonusPoints,
  skill,
  stop,
  unless,
} from '../../cards/language/build-dilemmas';
import { verbHistogram, verbsOf } from './verb-histogram';

describe('verbsOf', () => {
  it('should list an effect’s verb and the verbs of the effects it composes', () => {
    // Arrange
    const effect = {
      type: 'forThisTurn',
      effects: [{ type: 'kill', select: { kind: 'host' } }, { type: 'discardSelf' }],
    };
    // Act
    const verbs = verbsOf([effect, { kind: 'notAnEffect' }]);
    // Assert
    expect(verbs).toEqual(['forThisTurn', 'kill', 'discardSelf']);
  });

  it('should list the verbs an "unless", a branch, a mission branch, a choice and a probe list compose (issue #14: every verb)', () => {
    // Arrange
    const effect = unless(requires(skill('SCIENCE')), [
      ifElse(requires(skill('MEDICAL')), [kill('all')], [stop('all')]),
      { type: 'byMission', space: [damage('ship')], planet: [discard('all')] },
      { type: 'option', by: 'encountering', options: [{ label: 'a', effects: [returnToHand('all')] }] },
      probe('replace', [onIcons(['Event'], [scoreBonusPoints])]),
    ]);
    // Act
    const verbs = verbsOf(effect);
    // Assert
    expect(verbs).toEqual([
      'unless',
      'branch',
      'kill',
      'stop',
      'byMission',
      'damage',
      'discard',
      'option',
      'returnToHand',
      'probe',
      'score',
    ]);
  });
});

describe('verbHistogram', () => {
  it('should count each declared text once per verb, most used verb first', () => {
    // Act
    const histogram = verbHistogram();
    // Assert
    const modify = histogram.find((use) => use.verb === 'modify');
    expect(modify?.texts).toBeGreaterThan(10);
    expect(histogram[0]?.texts).toBeGreaterThanOrEqual(modify?.texts ?? 0);
    expect(histogram.every((use, i) => i === 0 || (histogram[i - 1]?.texts ?? 0) >= use.texts)).toBe(true);
  });

  it('should count the lasting permissions and prohibitions as two general verbs, no one-card verb of theirs left (issue #14)', () => {
    // Act
    const uses = new Map(verbHistogram().map((use) => [use.verb, use.texts]));
    // Assert
    expect(uses.get('prevent')).toBeGreaterThanOrEqual(3);
    expect(uses.get('allow')).toBeGreaterThanOrEqual(3);
    for (const gone of [
      'preventsPlay',
      'noInterrupts',
      'noDownloads',
      'mayAttemptHost',
      'shipsMayTimeTravel',
    ])
      expect(uses.has(gone)).toBe(false);
  });
});

describe('verbHistogram with general verbs', () => {
  it('should count a general verb once per text that uses it, in immediate, triggered and end-of-turn effects alike (issue #14)', () => {
    // Act
    const histogram = verbHistogram();
    // Assert: Dead in Bed (immediate), Gaps in Normal Space (triggered), Anti-Time Anomaly (end of turn), 3 dilemmas
    const uses = (verb: string) => histogram.find((use) => use.verb === verb)?.texts ?? 0;
    expect(uses('kill')).toBeGreaterThanOrEqual(6);
    expect(uses('discard')).toBeGreaterThanOrEqual(10);
    expect(uses('destroy')).toBeGreaterThanOrEqual(4);
    expect(['killTarget', 'killRandomAboardTarget', 'discardTarget', 'destroyHost'].map(uses)).toEqual([
      0, 0, 0, 0,
    ]);
  });

  it('should count the "this turn" effects as the one general verb forThisTurn, their one-card verbs gone (issue #14)', () => {
    // Act
    const histogram = verbHistogram();
    // Assert: Transwarp Conduit, Tachyon Detection Grid, Asteroid Sanctuary, Neural Servo Device, Hugh, and Alternate
    // Universe Door in one of its "OR" functions
    const uses = (verb: string) => histogram.find((use) => use.verb === verb)?.texts ?? 0;
    expect(uses('forThisTurn')).toBeGreaterThanOrEqual(6);
    expect(
      [
        'modifyTargetThisTurn',
        'decloakTargetThisTurn',
        'hideTargetThisTurn',
        'controlTargetShipAndCrewThisTurn',
        'nullifyTargetAttackThisTurn',
      ].map(uses),
    ).toEqual([0, 0, 0, 0, 0]);
  });

  it('should count returning to hand as the one verb returnToHand of card texts and dilemmas alike (issue #14)', () => {
    // Act
    const histogram = verbHistogram();
    // Assert: Energy Vortex (a general verb), Chula: The Lights (a dilemma's)
    const uses = (verb: string) => histogram.find((use) => use.verb === verb)?.texts ?? 0;
    expect(uses('returnToHand')).toBeGreaterThanOrEqual(2);
    expect(uses('returnTargetToHand')).toBe(0);
  });

  it('should count drawing as the one general verb draw of card texts and dilemmas alike, the one-card re-draws gone (issue #14)', () => {
    // Act
    const histogram = verbHistogram();
    // Assert: Kivas Fajo - Collector (immediate), The Traveler: Transcendence (end of turn), Subspace Schism (response),
    // Iconian Computer Weapon (a dilemma's), Masaka Transformations (with shuffle, The Juggler's too), Isomagnetic
    // Disintegrator and Mutation (with "shuffle … into …", Raktajino's too)
    const uses = (verb: string) => histogram.find((use) => use.verb === verb)?.texts ?? 0;
    expect(uses('draw')).toBeGreaterThanOrEqual(8);
    expect(uses('shuffle')).toBeGreaterThanOrEqual(5);
    expect(['discardTargetAndRedraw', 'replaceHand', 'handToBottomAndRedraw'].map(uses)).toEqual([0, 0, 0]);
  });

  it('should count relocating by card text as the one verb relocate of card texts and dilemmas alike (issue #14)', () => {
    // Act
    const histogram = verbHistogram();
    // Assert: Near-Warp Transport, Wormhole (immediate), Male's and Female's Love Interest (dilemmas)
    const uses = (verb: string) => histogram.find((use) => use.verb === verb)?.texts ?? 0;
    expect(uses('relocate')).toBeGreaterThanOrEqual(4);
    expect(['beamToNeighbouringLocation', 'relocateTargetShipThroughWormholes'].map(uses)).toEqual([0, 0]);
  });

  it("should count the cards about a ship battle's Tactics as static modifiers, their one-card verbs gone (issue #14)", () => {
    // Act
    const histogram = verbHistogram();
    // Assert: I.K.S. Pagh, Soterus (Tactic draws), Worf (20th Anniversary) (DEFENSE bonus) modify a value `tactic`
    const uses = (verb: string) => histogram.find((use) => use.verb === verb)?.texts ?? 0;
    expect(['drawsExtraTactic', 'doublesTacticDefenseBonus'].map(uses)).toEqual([0, 0]);
  });

  it('should count downloads by card text as the one general verb download, whatever they are made in place of (issue #14)', () => {
    // Act
    const histogram = verbHistogram();
    // Assert: Suna (once per game), Eight of Fifteen (in place of the normal card play), Twelve of Ninety-Six (in place
    // of a card draw) and their fellows; Storage Compartment Door (at once, from a side deck); Q (a dilemma's). A
    // reprint is no text of its own (Suna *VP is a copy: cards/copies.ts)
    const uses = (verb: string) => histogram.find((use) => use.verb === verb)?.texts ?? 0;
    expect(uses('download')).toBeGreaterThanOrEqual(19);
    expect(
      ['downloadsByText', 'downloadInPlaceOfCardDraw', 'downloadFromTribbleSideDeck', 'downloadQCards'].map(
        uses,
      ),
    ).toEqual([0, 0, 0, 0]);
  });

  it('should count the effects of the end-of-turn abilities, the end of a turn a trigger and no verb (issue #14)', () => {
    // Act
    const histogram = verbHistogram();
    // Assert: Warp Core Breach, Loss of Orbital Stability, Computer Crash, Goddess of Empathy (`discardSelf`)
    const uses = (verb: string) => histogram.find((use) => use.verb === verb)?.texts ?? 0;
    expect(uses('discardSelf')).toBeGreaterThanOrEqual(4);
    expect(uses('atEndOfTurn')).toBe(0);
  });

  it('should count the turn-boundary and once-each-turn texts as triggers and general verbs, their one-card verbs gone (issue #14)', () => {
    // Act
    const histogram = verbHistogram();
    // Assert: Navigate Plasma Storms (probe), The Line Must Be Drawn Here (score), Distortion Field, Horga'hn and
    // Static Warp Bubble (allow)
    const uses = (verb: string) => histogram.find((use) => use.verb === verb)?.texts ?? 0;
    expect(uses('probe')).toBeGreaterThanOrEqual(4);
    expect(uses('score')).toBeGreaterThanOrEqual(1);
    expect(uses('allow')).toBeGreaterThanOrEqual(13);
    expect(
      [
        'probeAtEndOfEveryTurn',
        'penalizesPlaying',
        'flipsOnceEachTurn',
        'extraCardPlayOrDraw',
        'opponentDiscardsBeforeEndingTurn',
      ].map(uses),
    ).toEqual([0, 0, 0, 0, 0]);
  });

  it('should count a Rogue Borg battle "now and at start of every players\' turn" as the general verb battle, once and on a turn-start trigger (issue #14)', () => {
    // Act
    const histogram = verbHistogram();
    // Assert: Rogue Borg Mercenaries
    const uses = (verb: string) => histogram.find((use) => use.verb === verb)?.texts ?? 0;
    expect(uses('battle')).toBeGreaterThanOrEqual(1);
    expect(['battleCrewNow', 'battlesCrewAtStartOfEveryTurn'].map(uses)).toEqual([0, 0]);
  });

  it("should count the effects of an activated ability, 1 Tribble's random stop the general verb stop (issue #14)", () => {
    // Act
    const histogram = verbHistogram();
    // Assert: 1 Tribble, Scan, Full Planet Scan, ... in the Engine Room
    const uses = (verb: string) => histogram.find((use) => use.verb === verb)?.texts ?? 0;
    expect(uses('stop')).toBeGreaterThanOrEqual(4);
    expect(uses('stopsRandomPersonnelPresentOnceEachTurn')).toBe(0);
  });
});

describe('verbHistogram of points', () => {
  it('should count scoring and losing points as the one general verb score of card texts and dilemmas alike (issue #14)', () => {
    // Act
    const histogram = verbHistogram();
    // Assert: Klingon Death Yell, Particle Fountain (card texts), Worshiper, Sarjenka, The Higher... The Fewer (dilemmas)
    const uses = (verb: string) => histogram.find((use) => use.verb === verb)?.texts ?? 0;
    expect(uses('score')).toBeGreaterThanOrEqual(5);
    expect(['earnBonusPoints', 'scorePoints', 'losePoints'].map(uses)).toEqual([0, 0, 0]);
  });
});

describe('verbHistogram of ships', () => {
  it('should count the dilemmas damaging, destroying or modifying their ship as the general verbs damage, destroy and modify (issue #14)', () => {
    // Act
    const histogram = verbHistogram();
    // Assert: Plasma Fire, Nanites, Null Space, Gravitic Mine, Microbiotic Colony; Cosmic String Fragment, Nitrium Metal Parasites
    const uses = (verb: string) => histogram.find((use) => use.verb === verb)?.texts ?? 0;
    expect(uses('damage')).toBeGreaterThanOrEqual(5);
    expect(uses('destroy')).toBeGreaterThanOrEqual(6);
    expect(['damageShip', 'destroyShip', 'reduceShipAttribute'].map(uses)).toEqual([0, 0, 0]);
  });
});

describe('verbHistogram of held personnel', () => {
  it('should count holding and phasing personnel under a dilemma as the one verb hold (issue #14)', () => {
    // Act
    const histogram = verbHistogram();
    // Assert: Alien Abduction ("held atop mission"), Phased Matter ("is phased")
    const uses = (verb: string) => histogram.find((use) => use.verb === verb)?.texts ?? 0;
    expect(uses('hold')).toBeGreaterThanOrEqual(2);
    expect(uses('phase')).toBe(0);
  });
});

describe('verbHistogram of placed cards', () => {
  it("should count placing a card on another as the one verb place of card texts and dilemmas alike, Escape Pod's one-card verb gone (issue #14)", () => {
    // Act
    const histogram = verbHistogram();
    // Assert: Escape Pod (the pod at the location, the crew on it) and the dilemmas placed on a ship or mission
    const uses = (verb: string) => histogram.find((use) => use.verb === verb)?.texts ?? 0;
    expect(uses('place')).toBeGreaterThanOrEqual(13);
    expect(uses('saveCrewInPod')).toBe(0);
  });
});

describe('verbHistogram of required travel', () => {
  it('should count a ship compelled to travel as the one verb mustTravel of card texts and dilemmas alike, and Borg Ship as a place (issue #14)', () => {
    // Act
    const histogram = verbHistogram();
    // Assert: Incoming Message (three printings), Cytherians
    const uses = (verb: string) => histogram.find((use) => use.verb === verb)?.texts ?? 0;
    expect(uses('mustTravel')).toBeGreaterThanOrEqual(4);
    expect(['returnTargetToNearestOutpost', 'travelToFarEnd', 'placeAtFarEnd'].map(uses)).toEqual([0, 0, 0]);
  });
});

describe('verbHistogram of explosions', () => {
  it("should count Auto-Destruct Sequence's explosion as the general verb damage, its one-card verb gone (issue #14)", () => {
    // Act
    const histogram = verbHistogram();
    // Assert
    const uses = (verb: string) => histogram.find((use) => use.verb === verb)?.texts ?? 0;
    expect(uses('damage')).toBeGreaterThanOrEqual(6);
    expect(uses('damageOtherShipsHere')).toBe(0);
  });
});

describe('verbHistogram of lasting rules', () => {
  it('should count the mission points card text reduces as a static modifier, its one-card verb gone (issue #14)', () => {
    // Act
    const histogram = verbHistogram();
    // Assert: 100,000 Tribbles modifies a value `mission` (Rulebook 7.2 "Solving a Mission", 12.11 S.A.M.)
    const uses = (verb: string) => histogram.find((use) => use.verb === verb)?.texts ?? 0;
    expect(uses('reducesPointsOfMissionSolvedHere')).toBe(0);
  });

  it('should count losing a first-listed skill as a static modifier of a listing, its one-card verb gone (issue #14)', () => {
    // Act
    const histogram = verbHistogram();
    // Assert: 10 Tribbles and 1,000 Tribbles `modify('othersPresent', firstListedSkill, 'add', -1)`
    const uses = (verb: string) => histogram.find((use) => use.verb === verb)?.texts ?? 0;
    expect(uses('losesFirstListedSkill')).toBe(0);
  });

  it('should count nullifying as the one verb nullify of card texts and dilemmas alike (issue #14)', () => {
    // Act
    const histogram = verbHistogram();
    // Assert: Thermal Deflectors, Interphase Generator (card texts), Birth of Junior, Alien Abduction (dilemmas)
    const uses = (verb: string) => histogram.find((use) => use.verb === verb)?.texts ?? 0;
    expect(uses('nullify')).toBeGreaterThanOrEqual(8);
    expect(uses('nullifies')).toBe(0);
  });

  it('should count a Phasing Cloak as a permission and a static modifier, its one-card verb gone (issue #14)', () => {
    // Act
    const histogram = verbHistogram();
    // Assert: Apnex and Phased Cloaking Device allow('phase') and modify RANGE while phased (Rulebook 7.6)
    const uses = (verb: string) => histogram.find((use) => use.verb === verb)?.texts ?? 0;
    expect(uses('phasingCloak')).toBe(0);
  });

  it("should count carrying ships as the permission allow('carry'), its verb gone (issue #14)", () => {
    // Act
    const histogram = verbHistogram();
    // Assert: Engage Shuttle Operations, Blue Alert, Kazon Warship, Borg Sphere, Columbus… (Rulebook "Carried ships")
    const uses = (verb: string) => histogram.find((use) => use.verb === verb)?.texts ?? 0;
    expect(uses('carriesShips')).toBe(0);
    expect(uses('allow')).toBeGreaterThanOrEqual(25);
  });

  it("should count reporting aboard as the permission allow('reportAboard'), its verb gone (issue #14)", () => {
    // Act
    const histogram = verbHistogram();
    // Assert: Borg Sphere, Columbus, Type 9 Shuttlecraft (own text), Borg Cube, Kazon Raider, Vulcan Lander (in play)
    const uses = (verb: string) => histogram.find((use) => use.verb === verb)?.texts ?? 0;
    expect(uses('reportsAboard')).toBe(0);
  });

  it('should count stopping the teams that finish attempts as a trigger and the verb stop, its one-card verb gone (issue #14)', () => {
    // Act
    const histogram = verbHistogram();
    // Assert: Mission Debriefing and Mission Debriefing (Voyager) on the event attempt.finished
    const uses = (verb: string) => histogram.find((use) => use.verb === verb)?.texts ?? 0;
    expect(uses('stopsTeamsFinishingAttempts')).toBe(0);
    expect(uses('stop')).toBeGreaterThanOrEqual(12);
  });
});

describe('verbHistogram of choices', () => {
  it('should count "… OR …" as the one verb option of card texts and dilemmas alike, and a battle\'s modifiers as modify (issue #14)', () => {
    // Act
    const uses = new Map(verbHistogram().map((use) => [use.verb, use.texts]));
    // Assert: Sarjenka and Strict Dress Code (dilemmas), Battle Bridge Door (card texts; its Virtual Promo is a copy)
    expect(uses.get('option')).toBeGreaterThanOrEqual(3);
    expect(uses.has('extraTacticsOrWeapons')).toBe(false);
  });
});
