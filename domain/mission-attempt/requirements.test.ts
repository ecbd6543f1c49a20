import type { MissionBlueprint, Requirement } from '../../cards/blueprint';
import { loadCardDatabase } from '../../cards/database';
import type { CardSpec } from '../game/scenario';
import { scenario } from '../game/scenario';
import {
  countedMembers,
  countsForRequirements,
  describeShortfall,
  leafShortfall,
  meets,
  missing,
  type RequirementLeaf,
} from './requirements';

describe('meets', () => {
  it('should solve Avert Disaster with Geology, Honor and INTEGRITY 39 (Rulebook "Attempting a Mission")', () => {
    // Arrange: "Geology + Honor + INTEGRITY>35"; INTEGRITY 8 + 9 + 8 + 7 + 7
    const { game, team } = awayTeam('Avert Disaster', [THOMAS_RIKER, PICARD, BEVERLY, OGAWA, GIUSTI]);
    // Act
    const result = meets(requirements('premiere/avertdisaster'), team)(game);
    // Assert
    expect(result).toBe(true);
  });

  it('should meet the first alternative of Distress Mission with Youth x3 and CUNNING 33 (Rulebook "Attempting a Mission")', () => {
    // Arrange: "Youth x3 + CUNNING>32 OR Honor x3 + STRENGTH>36"; CUNNING 8 + 4 + 5 + 8 + 8
    const { game, team } = awayTeam('Distress Mission', [WESLEY, ALEXANDER, CALLOWAY, BEVERLY, PICARD]);
    // Act
    const result = meets(requirements('2pg/distressmission'), team)(game);
    // Assert
    expect(result).toBe(true);
  });

  it('should sum STRENGTH after modifiers for Distress Mission (Rulebook "Attempting a Mission", 12.11)', () => {
    // Arrange: Honor 2 + 1 + 1 + 1; STRENGTH 8 + 2 + 15 + 9 = 34, then Kahless +3 = 37
    const { game, team, id } = awayTeam('Distress Mission', [KAHLESS, ALEXANDER, FEKLHR, GOWRON]);
    const boosted = {
      ...game,
      modifiers: [
        {
          target: id('Kahless'),
          value: { kind: 'attribute', name: 'STRENGTH' },
          op: 'add',
          amount: 3,
          source: 'x',
          sourceTitle: 'Klingon Disruptor Rifle',
          cumulative: true,
        } as const,
      ],
    };
    // Act
    const [before, after] = [
      meets(requirements('2pg/distressmission'), team)(game),
      meets(requirements('2pg/distressmission'), team)(boosted),
    ];
    // Assert
    expect([before, after]).toEqual([false, true]);
  });

  it('should meet Evaluate Terraforming with {Geordi La Forge} of any printing and MEDICAL x2 (Rulebook 12.10)', () => {
    // Arrange: "MEDICAL + Biology + Exobiology OR {Geordi La Forge} + MEDICAL x2"; Beverly Crusher has MEDICAL x 2
    const tng = awayTeam('Evaluate Terraforming', [GEORDI, BEVERLY]);
    const firstContact = awayTeam('Evaluate Terraforming', [
      { title: 'Geordi La Forge (First Contact)', blueprint: 'fc/geordilaforgefc' },
      BEVERLY,
    ]);
    // Act
    const results = [tng, firstContact].map(({ game, team }) =>
      meets(requirements('premiere/evaluateterraforming'), team)(game),
    );
    // Assert
    expect(results).toEqual([true, true]);
  });

  it('should not count a stopped personnel (Rulebook 10.2.5 Separated)', () => {
    // Arrange
    const { game, team } = awayTeam('Evaluate Terraforming', [GEORDI, BEVERLY], (b) =>
      b.modify('Beverly Crusher', { stopped: true }),
    );
    // Act
    const result = meets(requirements('premiere/evaluateterraforming'), team)(game);
    // Assert
    expect(result).toBe(false);
  });

  it('should meet Investigate Time Continuum with a Time Travel Pod present, not one in hand (Rulebook 12.4 Present)', () => {
    // Arrange: "{Guinan} OR {Data} OR {Time Travel Pod}"
    const present = awayTeam('Investigate Time Continuum', ['Kromm', { title: 'Time Travel Pod' }]);
    const inHand = awayTeam('Investigate Time Continuum', ['Kromm'], (b) =>
      b.hand('p1', ['Time Travel Pod']),
    );
    // Act
    const results = [present, inHand].map(({ game, id }) =>
      meets(requirements('premiere/Investigate-Time-Continuum'), [id('Kromm')])(game),
    );
    // Assert
    expect(results).toEqual([true, false]);
  });

  it('should let the Data half of Data and Picard stand for {Data} (Rulebook "Dual-personnel cards")', () => {
    // Arrange
    const { game, team } = awayTeam('Investigate Time Continuum', ['Data and Picard']);
    // Act
    const result = meets(requirements('premiere/Investigate-Time-Continuum'), team)(game);
    // Assert
    expect(result).toBe(true);
  });

  it('should meet "a {disruptor}" with a Klingon Disruptor present, not one in hand (Rulebook "Characteristics")', () => {
    // Arrange
    const aDisruptor: Requirement = { kind: 'characteristic', name: 'disruptor' };
    const present = awayTeam('Avert Disaster', ['Kromm', { title: 'Klingon Disruptor' }]);
    const inHand = awayTeam('Avert Disaster', ['Kromm'], (b) => b.hand('p1', ['Klingon Disruptor']));
    // Act
    const results = [present, inHand].map(({ game, id }) => meets(aDisruptor, [id('Kromm')])(game));
    // Assert
    expect(results).toEqual([true, false]);
  });

  it('should sum two attributes for "total CUNNING + STRENGTH>68" (Ferengi Attack)', () => {
    // Arrange: Picard 8 + 6, Data 12 + 12, Worf 6 + 10, Riker 7 + 7 = 68
    const total: Requirement = { kind: 'attributeSum', attributes: ['CUNNING', 'STRENGTH'], greaterThan: 68 };
    const { game, team } = awayTeam('Avert Disaster', [
      'Jean-Luc Picard',
      'Data',
      'Worf',
      'William T. Riker',
    ]);
    // Act
    const shortfall = missing(total, team)(game);
    // Assert
    expect(shortfall.map(describeShortfall)).toEqual(['CUNNING + STRENGTH 68 (needs >68)']);
  });

  it('should count the four strongest only for "STRENGTH>27 from up to four personnel" (Malfunctioning Door)', () => {
    // Arrange: STRENGTH 6 + 5 + 5 + 4 + 4 + 4 + 3 = 31, the four strongest 20
    const strength = (fromUpTo?: number): Requirement =>
      fromUpTo === undefined
        ? { kind: 'attribute', attribute: 'STRENGTH', greaterThan: 27 }
        : { kind: 'attribute', attribute: 'STRENGTH', greaterThan: 27, fromUpTo };
    const { game, team } = awayTeam('Avert Disaster', [
      'Geordi La Forge',
      'Wesley Crusher',
      'Beverly Crusher',
      'Deanna Troi',
      'Taitt',
      'Giusti',
      'Leah Brahms',
    ]);
    // Act
    const results = [meets(strength(), team)(game), meets(strength(4), team)(game)];
    // Assert
    expect(results).toEqual([true, false]);
  });

  it('should meet {any Miles O\'Brien} with Falcon but not O\'Brien Founder (Rulings "any")', () => {
    // Arrange
    const anyMiles: Requirement = { kind: 'persona', name: "Miles O'Brien" };
    const falcon = awayTeam('Avert Disaster', ['Falcon']);
    const founder = awayTeam('Avert Disaster', ["O'Brien Founder"]);
    // Act
    const results = [falcon, founder].map(({ game, team }) => meets(anyMiles, team)(game));
    // Assert
    expect(results).toEqual([true, false]);
  });
});

describe('meets (carried ships)', () => {
  it('should count the SHIELDS of the carrying ship only for a crew partly aboard a ship it carries (Rulings "carried ships")', () => {
    // Arrange: SHIELDS>6; the Runabout (SHIELDS 5) carries a Type VI Shuttlecraft (SHIELDS 2) with Worf aboard
    const s = scenario()
      .mission('p1', 'Test Mission')
      .ship('p1', 'Runabout', { at: 'Test Mission' })
      .aboard('Runabout', 'p1', ['Mendon'])
      .ship('p1', 'Type VI Shuttlecraft', { carriedBy: 'Runabout' })
      .aboard('Type VI Shuttlecraft', 'p1', ['Worf'])
      .build();
    const above6: Requirement = { kind: 'attribute', attribute: 'SHIELDS', greaterThan: 6 };
    // Act
    const shortfall = missing(above6, [s.id('Mendon'), s.id('Worf')])(s.game);
    // Assert
    expect(shortfall).toEqual([{ kind: 'attribute', attribute: 'SHIELDS', greaterThan: 6, have: 5 }]);
  });
});

describe('missing', () => {
  it('should tell what Avert Disaster lacks: INTEGRITY 32 needs more than 35 (Rulebook "Attempting a Mission")', () => {
    // Arrange
    const { game, team } = awayTeam('Avert Disaster', [THOMAS_RIKER, PICARD, BEVERLY, OGAWA]);
    // Act
    const lacking = missing(requirements('premiere/avertdisaster'), team)(game);
    // Assert
    expect(lacking).toEqual([{ kind: 'attribute', attribute: 'INTEGRITY', greaterThan: 35, have: 32 }]);
  });

  it('should list what each alternative of Distress Mission lacks (Rulebook "Attempting a Mission")', () => {
    // Arrange: Youth 1, CUNNING 6 + 4 + 1 + 7 = 18; Honor 5, STRENGTH 34
    const { game, team } = awayTeam('Distress Mission', [KAHLESS, ALEXANDER, FEKLHR, GOWRON]);
    // Act
    const lacking = missing(requirements('2pg/distressmission'), team)(game);
    // Assert
    expect(lacking.map(describeShortfall)).toEqual([
      'one of: Youth 1/3 + CUNNING 18 (needs >32) OR STRENGTH 34 (needs >36)',
    ]);
  });

  it('should be empty when the requirement is met (Rulebook "Attempting a Mission")', () => {
    // Arrange
    const { game, team } = awayTeam('Evaluate Terraforming', [GEORDI, BEVERLY]);
    // Act
    const lacking = missing(requirements('premiere/evaluateterraforming'), team)(game);
    // Assert
    expect(lacking).toEqual([]);
  });
});

describe('countsForRequirements', () => {
  it('should count an unstopped personnel, not a stopped one nor equipment (Rulebook 10.2.5 Separated)', () => {
    // Arrange
    const { game, id } = awayTeam('Avert Disaster', [PICARD, BEVERLY, 'Time Travel Pod'], (b) =>
      b.modify('Beverly Crusher', { stopped: true }),
    );
    // Act
    const counts = ['Jean-Luc Picard', 'Beverly Crusher', 'Time Travel Pod'].map((t) =>
      countsForRequirements(id(t))(game),
    );
    // Assert
    expect(counts).toEqual([true, false, false]);
  });
});

describe('countedMembers and leafShortfall', () => {
  it('should find of each part of Avert Disaster what missing finds, from the counted members (Rulebook 10.2.5 Separated)', () => {
    // Arrange: "Geology + Honor + INTEGRITY>35"; Picard stopped: separated, his Honor and INTEGRITY do not count
    const { game, team } = awayTeam('Avert Disaster', [PICARD, BEVERLY, OGAWA, 'Time Travel Pod'], (b) =>
      b.modify('Jean-Luc Picard', { stopped: true }),
    );
    const parts = requirements('premiere/avertdisaster');
    if (parts.kind !== 'all') throw new Error('Avert Disaster is a list of requirements');
    // Act
    const members = countedMembers(team)(game);
    const shortfalls = parts.of.map((part) => leafShortfall(part as RequirementLeaf, members)(game));
    // Assert
    expect(members).toHaveLength(2);
    expect(shortfalls).toEqual(parts.of.map((part) => missing(part, team)(game)[0] ?? null));
    expect(shortfalls.filter((s) => s !== null).length).toBeGreaterThan(0);
  });
});

// Helpers

const THOMAS_RIKER: CardSpec = { title: 'Thomas Riker', blueprint: 'premiere/thomasriker' };
const PICARD: CardSpec = { title: 'Jean-Luc Picard', blueprint: 'premiere/jeanlucpicard' };
const BEVERLY: CardSpec = { title: 'Beverly Crusher', blueprint: 'premiere/beverlycrusher' };
const OGAWA: CardSpec = { title: 'Alyssa Ogawa', blueprint: 'premiere/alyssaogawa' };
const GIUSTI: CardSpec = { title: 'Giusti', blueprint: 'premiere/Giusti' };
const WESLEY: CardSpec = { title: 'Wesley Crusher', blueprint: 'premiere/Wesley-Crusher' };
const ALEXANDER: CardSpec = { title: 'Alexander Rozhenko', blueprint: 'premiere/alexanderrozhenko' };
const CALLOWAY: CardSpec = { title: 'Calloway', blueprint: 'premiere/calloway' };
const KAHLESS: CardSpec = { title: 'Kahless', blueprint: 'premiere/kahless' };
const FEKLHR: CardSpec = { title: "Fek'lhr", blueprint: 'premiere/feklhr' };
const GOWRON: CardSpec = { title: 'Gowron', blueprint: 'premiere/gowron' };
const GEORDI: CardSpec = { title: 'Geordi La Forge', blueprint: 'premiere/geordilaforge' };

type Builder = ReturnType<typeof scenario>;

function awayTeam(mission: string, cards: ReadonlyArray<CardSpec>, more: (b: Builder) => Builder = (b) => b) {
  const built = more(scenario().mission('p1', mission).surface(mission, 'p1', cards)).build();
  const titles = cards.map((c) => (typeof c === 'string' ? c : c.title));
  return { game: built.game, id: built.id, team: titles.map(built.id) };
}

function requirements(blueprintId: string): Requirement {
  const mission = loadCardDatabase().blueprint(blueprintId) as MissionBlueprint;
  if (mission.requirements === null) throw new Error(`${blueprintId} has no requirements`);
  return mission.requirements;
}
