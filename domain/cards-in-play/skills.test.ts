import { loadCardDatabase } from '../../cards/database';
import type { GameState } from '../core/game-state';
import { scenario } from '../game/scenario';
import type { Modifier } from './sam';
import {
  attribute,
  hasSkill,
  isLeader,
  printedAttribute,
  printedSkillLevel,
  skillLevel,
  skillsMeant,
  teamAttribute,
  teamSkillLevel,
} from './skills';

describe('attribute', () => {
  it('should make Kromm STRENGTH 10 under Frame of Mind with a Klingon Disruptor and a Varon-T Disruptor (Rulebook 12.11)', () => {
    // Arrange: Frame of Mind "attributes of 3-3-3"; Klingon Disruptor "STRENGTH +2 ... (Cumulative.)";
    // Varon-T Disruptor "Doubles your personnel's STRENGTH ... (Not cumulative.)"
    const { game, id } = onPlanet(['Kromm', 'Klingon Disruptor', 'Varon-T Disruptor']);
    const kromm = id('Kromm');
    // the two disruptors' modifiers come from their declared text (cards/effects), Frame of Mind's from the state
    const modified = withModifiers(game, [
      {
        ...on(kromm, 'attribute', 'STRENGTH'),
        op: 'set',
        amount: 3,
        source: 'frame-of-mind',
        sourceTitle: 'Frame of Mind',
      },
    ]);
    // Act
    const strength = attribute(kromm, 'STRENGTH')(modified);
    // Assert
    expect(strength).toBe(10);
  });

  it("should return the printed value when nothing modifies it, and leave other cards' modifiers alone (Rulebook 12.11)", () => {
    // Arrange
    const { game, id } = onPlanet(['Kromm', "Miles O'Brien"]);
    const modified = withModifiers(game, [
      { ...on(id("Miles O'Brien"), 'attribute', 'STRENGTH'), op: 'add', amount: 5 },
    ]);
    // Act
    const strength = attribute(id('Kromm'), 'STRENGTH')(modified);
    // Assert
    expect(strength).toBe(8);
  });
});

describe('printedAttribute', () => {
  it('should read personnel attributes and ship RANGE (Rulebook "Personnel", "Ships")', () => {
    // Arrange
    const [kromm, voyager] = [card('premiere/kromm'), card('voy/ussvoyager')];
    // Act
    const values = [
      printedAttribute('INTEGRITY')(kromm),
      printedAttribute('CUNNING')(kromm),
      printedAttribute('RANGE')(voyager),
    ];
    // Assert
    expect(values).toEqual([5, 6, 9]);
  });
});

describe('printedSkillLevel', () => {
  it('should count the classification as a skill and a skill printed twice as level 2 (Rulebook "Using Skills")', () => {
    // Arrange
    const [kromm, bog, fajo] = [
      card('premiere/kromm'),
      card('bog/milesobrienbog'),
      card('faj/MilesOBrienFajo'),
    ];
    // Act
    const levels = [
      printedSkillLevel('ENGINEER')(kromm),
      printedSkillLevel('ENGINEER')(bog),
      printedSkillLevel('Transporter Skill')(fajo),
      printedSkillLevel('Diplomacy')(kromm),
    ];
    // Assert
    expect(levels).toEqual([1, 2, 2, 0]);
  });

  it('should add both halves of a dual-personnel card, classifications included (Rulebook "Dual-personnel cards")', () => {
    // Arrange: Sons of Mogh, "OFFICER+SECURITY Kurn: Honor ... Worf: Honor x 2 ..."
    const sons = card('ep/sonsofmogh');
    // Act
    const levels = ['Honor', 'OFFICER', 'SECURITY', 'Navigation'].map((s) => printedSkillLevel(s)(sons));
    // Assert
    expect(levels).toEqual([3, 1, 1, 2]);
  });

  it('should count a printed choice for either alternative (Rulebook "Using Skills")', () => {
    // Arrange: Admiral Ross "Honor OR Section 31 (choose at start of each turn)"
    const ross = card('bog/admiralross');
    // Act
    const levels = [printedSkillLevel('Honor')(ross), printedSkillLevel('Section 31')(ross)];
    // Assert
    expect(levels).toEqual([1, 1]);
  });
});

describe('skillsMeant', () => {
  it('should read "Intelligence" and "any Intelligence" as every Intelligence skill (Rulebook "Intelligence")', () => {
    // Arrange
    const requested = ['any Intelligence', 'Intelligence', 'Honor'];
    // Act
    const meant = requested.map((s) => skillsMeant(s).length);
    // Assert
    expect(meant).toEqual([8, 8, 1]);
  });
});

describe('skillLevel', () => {
  it('should count Tal Shiar and Obsidian Order as Intelligence (Rulebook "Intelligence")', () => {
    // Arrange
    const { game, id } = onPlanet(['Koval', 'Rogesh']);
    // Act
    const levels = [
      skillLevel(id('Koval'), 'Intelligence')(game),
      skillLevel(id('Rogesh'), 'any Intelligence')(game),
    ];
    // Assert
    expect(levels).toEqual([1, 1]);
  });

  it('should apply skill modifiers and never go below zero (Rulebook "Using Skills", 12.11)', () => {
    // Arrange
    const { game, id } = onPlanet(['Kromm']);
    const kromm = id('Kromm');
    const modified = withModifiers(game, [
      { ...on(kromm, 'skill', 'Physics'), op: 'add', amount: 1 },
      { ...on(kromm, 'skill', 'Diplomacy'), op: 'add', amount: -1, source: 'rifle' },
    ]);
    // Act
    const levels = [skillLevel(kromm, 'Physics')(modified), skillLevel(kromm, 'Diplomacy')(modified)];
    // Assert
    expect(levels).toEqual([2, 0]);
  });
});

describe('hasSkill', () => {
  it('should tell whether a personnel has a skill (Rulebook "Using Skills")', () => {
    // Arrange
    const { game, id } = onPlanet(['Kromm']);
    // Act
    const result = [hasSkill(id('Kromm'), 'Physics')(game), hasSkill(id('Kromm'), 'Honor')(game)];
    // Assert
    expect(result).toEqual([true, false]);
  });
});

describe('isLeader', () => {
  it('should make OFFICERs and Leadership personnel leaders, not others (Rulebook "Leadership")', () => {
    // Arrange: Data is an OFFICER, Smiley an ENGINEER with Leadership, Kromm neither
    const { game, id } = onPlanet(['Data', 'Smiley', 'Kromm']);
    // Act
    const leaders = ['Data', 'Smiley', 'Kromm'].map((t) => isLeader(id(t))(game));
    // Assert
    expect(leaders).toEqual([true, true, false]);
  });
});

describe('teamSkillLevel', () => {
  it('should add skill levels across the team (Rulebook "Using Skills")', () => {
    // Arrange: ENGINEER 1 + ENGINEER x2 + ENGINEER
    const { game, id } = onPlanet(['Kromm', "Miles O'Brien (Blaze of Glory)", "Miles O'Brien"]);
    const team = ['Kromm', "Miles O'Brien (Blaze of Glory)"].map(id);
    // Act
    const engineers = teamSkillLevel(team, 'ENGINEER')(game);
    // Assert
    expect(engineers).toBe(3);
  });
});

describe('teamAttribute', () => {
  it('should add attributes across the team after modifiers (Rulebook "Using Skills", 12.11)', () => {
    // Arrange: INTEGRITY 5 (Kromm) + 7 (Miles O'Brien), Kromm +3
    const { game, id } = onPlanet(['Kromm', "Miles O'Brien"]);
    const modified = withModifiers(game, [
      { ...on(id('Kromm'), 'attribute', 'INTEGRITY'), op: 'add', amount: 3 },
    ]);
    // Act
    const integrity = teamAttribute([id('Kromm'), id("Miles O'Brien")], 'INTEGRITY')(modified);
    // Assert
    expect(integrity).toBe(15);
  });
});

// Helpers

function card(idOrTitle: string) {
  const db = loadCardDatabase();
  return db.byTitle(idOrTitle)[0] ?? db.blueprint(idOrTitle);
}

function onPlanet(cards: ReadonlyArray<string>) {
  return scenario().mission('p1', 'Avert Disaster').surface('Avert Disaster', 'p1', cards).build();
}

function withModifiers(game: GameState, modifiers: ReadonlyArray<Modifier>): GameState {
  return { ...game, modifiers };
}

function on(target: string, kind: 'attribute' | 'skill', name: string): Modifier {
  return {
    target,
    value: { kind, name },
    op: 'add',
    amount: 0,
    source: 'test',
    sourceTitle: 'Test',
    cumulative: false,
  };
}
