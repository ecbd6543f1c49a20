import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import type { MissionBlueprint } from '../../cards/blueprint';
import { loadCardDatabase } from '../../cards/database';
import { addCard, blueprintOf, type GameState } from '../core/game-state';
import type { RuleError } from '../core/rule-error';
import { checkInvariants } from '../game/invariants';
import { scenario } from '../game/scenario';
import {
  farEnd,
  isInRegion,
  isInserted,
  isSameLocation,
  locationName,
  neighbours,
  placeMission,
  placements,
  rangeCost,
  rangeCostsFrom,
  spanAt,
} from './spaceline';

describe('locationName', () => {
  it('should give a Mission II card the location of its original (Rulebook "Mission Phase")', () => {
    // Arrange
    const [aftermath, aftermathII, back] = [
      'voy/aftermath',
      'lfl/LFL_21V,LFL_21VA',
      'lfl/LFL_21VA,LFL_21V',
    ].map(mission);
    // Act & Assert
    expect([aftermath, aftermathII, back].map((m) => m && locationName(m))).toEqual([
      'Aftermath',
      'Aftermath',
      'Aftermath',
    ]);
  });

  it('should drop reprint marks from a title', () => {
    // Arrange
    const reprint = mission('HF4/HMF4_4');
    // Act & Assert
    expect(reprint && locationName(reprint)).toBe('Acquire Illicit Explosives');
  });
});

describe('isSameLocation', () => {
  it('should never treat two universal missions as one location (Rulebook "Mission Phase")', () => {
    // Arrange
    const nebula = mission('qc/Nebulaa') as MissionBlueprint;
    // Act & Assert
    expect(isSameLocation(nebula, nebula)).toBe(false);
  });
});

describe('isInserted', () => {
  it('should recognise a mission that may be inserted into the spaceline (Rulebook "Mission Phase")', () => {
    // Arrange
    const [space, excavation] = ['qc/Space_ab', 'premiere/excavation'].map(mission);
    // Act & Assert
    expect([space, excavation].map((m) => m !== undefined && isInserted(m))).toEqual([true, false]);
  });
});

describe('placements', () => {
  it('should start a new spaceline for the first mission of a quadrant (Rulebook "Mission Phase")', () => {
    // Arrange
    const { game, id } = unplaced(scenario().mission('p1', 'Excavation').build().game, 'p2', 'Aftermath');
    // Act & Assert
    expect(placements(id)(game)).toEqual([{ kind: 'spaceline', quadrant: 'Delta', index: 0 }]);
  });

  it('should offer either end of the spaceline (Rulebook "Mission Phase")', () => {
    // Arrange
    const s = scenario().mission('p1', 'Excavation').mission('p2', 'Relief Mission').build();
    const { game, id } = unplaced(s.game, 'p1', 'Investigate Anomaly');
    // Act & Assert
    expect(indices(placements(id)(game))).toEqual([0, 2]);
  });

  it('should offer only the ends of a region already on the spaceline (Rulebook "Mission Phase" regions)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .mission('p2', 'Alter Records')
      .mission('p1', 'Relief Mission')
      .build();
    const { game, id } = unplaced(s.game, 'p2', 'Relocate Settlers');
    // Act & Assert
    expect(indices(placements(id)(game))).toEqual([1, 2]);
  });

  it('should let an inserted mission go anywhere except inside a region (Rulebook "Mission Phase")', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Alter Records')
      .mission('p2', 'Relocate Settlers')
      .mission('p1', 'Excavation')
      .build();
    const { game, id } = unplaced(s.game, 'p2', 'Space');
    // Act & Assert
    expect(indices(placements(id)(game))).toEqual([0, 2, 3]);
  });

  it('should only offer to share the location when the opponent seeded it (Rulebook "Mission Phase" shared missions)', () => {
    // Arrange
    const s = scenario().mission('p1', 'Aftermath').build();
    const { game, id } = unplaced(s.game, 'p2', 'Aftermath II');
    // Act & Assert
    expect(placements(id)(game)).toEqual([{ kind: 'shared', location: s.id('Aftermath') }]);
  });

  it('should offer nothing for a player\'s second mission at one location (Rulebook "Building a Deck")', () => {
    // Arrange
    const s = scenario().mission('p1', 'Aftermath').build();
    const { game, id } = unplaced(s.game, 'p1', 'Aftermath II');
    // Act & Assert
    expect(placements(id)(game)).toEqual([]);
  });
});

describe('placeMission', () => {
  it('should insert a mission at a legal index and keep the bookkeeping (Rulebook "Mission Phase")', () => {
    // Arrange
    const s = scenario().mission('p1', 'Excavation').build();
    const { game, id } = unplaced(s.game, 'p2', 'Relief Mission');
    // Act
    const placed = placeMission(id, { kind: 'spaceline', quadrant: 'Alpha', index: 0 })(game);
    // Assert
    expect(E.map((g: GameState) => g.spacelines.Alpha)(placed)).toEqual(E.right([id, s.id('Excavation')]));
    expect(E.map(checkInvariants)(placed)).toEqual(E.right([]));
  });

  it('should place a shared mission on top of the original at one location (Rulebook "Mission Phase")', () => {
    // Arrange
    const s = scenario().mission('p1', 'Aftermath').build();
    const { game, id } = unplaced(s.game, 'p2', 'Aftermath II');
    const location = s.id('Aftermath');
    // Act
    const placed = placeMission(id, { kind: 'shared', location })(game);
    // Assert
    expect(E.map((g: GameState) => [g.spacelines.Delta, g.locations[location]?.missions])(placed)).toEqual(
      E.right([[location], [location, id]]),
    );
  });

  it('should refuse a placement in the middle of the spaceline (Rulebook "Mission Phase")', () => {
    // Arrange
    const s = scenario().mission('p1', 'Excavation').mission('p2', 'Relief Mission').build();
    const { game, id } = unplaced(s.game, 'p1', 'Investigate Anomaly');
    // Act
    const placed = placeMission(id, { kind: 'spaceline', quadrant: 'Alpha', index: 1 })(game);
    // Assert
    expect(E.mapLeft((e: RuleError) => e.rule)(placed)).toEqual(E.left('Mission Phase'));
  });
});

describe('rangeCost', () => {
  it('should cost 7 from A to C and 6 back for spans 2, 4, 3 (Rulebook 7.1.5 Move)', () => {
    // Arrange
    const s = abc();
    const [a, c] = [s.id('Relief Mission'), s.id('Excavation')];
    // Act & Assert
    expect([rangeCost(a, c)(s.game), rangeCost(c, a)(s.game)]).toEqual([E.right(7), E.right(6)]);
  });

  it('should cost nothing to stay (Rulebook 7.1.5 Move)', () => {
    // Arrange
    const s = abc();
    // Act & Assert
    expect(rangeCost(s.id('Excavation'), s.id('Excavation'))(s.game)).toEqual(E.right(0));
  });

  it('should refuse a move between two spacelines (Rulebook 7.1.5 Move)', () => {
    // Arrange
    const s = scenario().mission('p1', 'Excavation').mission('p2', 'Aftermath').build();
    // Act
    const cost = rangeCost(s.id('Excavation'), s.id('Aftermath'))(s.game);
    // Assert
    expect(E.isLeft(cost) && cost.left.rule).toBe('7.1.5 Move');
  });

  test.prop([fc.uniqueArray(fc.nat({ max: 15 }), { minLength: 1, maxLength: 8 }), fc.nat(), fc.nat()])(
    'should equal the sum of the spans of the locations entered (Rulebook 7.1.5 Move)',
    (picks, i, j) => {
      // Arrange
      const s = picks
        .reduce((b, k) => b.mission(k % 2 === 0 ? 'p1' : 'p2', pool[k] as string), scenario())
        .build();
      const line = s.game.spacelines.Alpha ?? [];
      const [from, to] = [i % line.length, j % line.length];
      const entered = from < to ? line.slice(from + 1, to + 1) : line.slice(to, from);
      const expected = entered.reduce(
        (sum, loc) => sum + (blueprintOf(loc)(s.game) as MissionBlueprint).span,
        0,
      );
      // Act
      const cost = rangeCost(line[from] as string, line[to] as string)(s.game);
      // Assert
      expect(cost).toEqual(E.right(expected));
    },
  );
});

describe('rangeCostsFrom', () => {
  it('should cost 0, 4 and 7 from A, and 6, 4 and 0 from C, for spans 2, 4, 3 (Rulebook 7.1.5 Move)', () => {
    // Arrange
    const s = abc();
    // Act & Assert
    expect([
      rangeCostsFrom(s.id('Relief Mission'))(s.game),
      rangeCostsFrom(s.id('Excavation'))(s.game),
    ]).toEqual([
      [0, 4, 7],
      [6, 4, 0],
    ]);
  });

  it('should give none from a location not on a spaceline (Rulebook 7.1.5 Move)', () => {
    // Arrange
    const s = abc();
    // Act & Assert
    expect(rangeCostsFrom('nowhere')(s.game)).toBeNull();
  });

  test.prop([fc.uniqueArray(fc.nat({ max: 15 }), { minLength: 1, maxLength: 8 }), fc.nat()])(
    'should give what rangeCost gives to each location of the line (Rulebook 7.1.5 Move)',
    (picks, i) => {
      // Arrange
      const s = picks
        .reduce((b, k) => b.mission(k % 2 === 0 ? 'p1' : 'p2', pool[k] as string), scenario())
        .build();
      const line = s.game.spacelines.Alpha ?? [];
      const from = line[i % line.length] as string;
      // Act
      const costs = rangeCostsFrom(from, 'p2')(s.game);
      // Assert
      expect(costs?.map(E.right)).toEqual(line.map((to) => rangeCost(from, to, 'p2')(s.game)));
    },
  );
});

describe('spanAt', () => {
  it('should use the moving player\'s own mission card at a shared location (Rulebook "Mission Phase")', () => {
    // Arrange: a hand-built shared location of two cards with different spans
    const s = scenario().mission('p1', 'Excavation').build();
    const location = s.id('Excavation');
    const relief = loadCardDatabase().blueprint('premiere/reliefmission');
    const [other, withCard] = addCard(
      'p2',
      relief,
      { kind: 'spaceline', location },
      { at: 'bottom' },
    )(s.game);
    const shared = withCard.locations[location];
    if (shared === undefined) throw new Error('no location');
    const game: GameState = {
      ...withCard,
      locations: { ...withCard.locations, [location]: { ...shared, missions: [location, other] } },
    };
    // Act & Assert
    expect([spanAt(location, 'p1')(game), spanAt(location, 'p2')(game)]).toEqual([3, 2]);
  });
});

describe('farEnd', () => {
  it('should pick the direction with more locations (Rulebook 12.6)', () => {
    // Arrange
    const s = abc();
    // Act & Assert
    expect(farEnd(s.id('Relief Mission'))(s.game)).toEqual([s.id('Excavation')]);
  });

  it('should break an equal count by the larger total span (Rulebook 12.6)', () => {
    // Arrange
    const s = abc();
    // Act & Assert
    expect(farEnd(s.id('Investigate Anomaly'))(s.game)).toEqual([s.id('Excavation')]);
  });

  it('should leave both ends on a full tie, for the ties rule (Rulebook 12.6, 12.5)', () => {
    // Arrange
    const s = scenario()
      .mission('p1', 'Excavation')
      .mission('p2', 'Relief Mission')
      .mission('p1', 'Test Mission')
      .build();
    // Act & Assert
    expect(farEnd(s.id('Relief Mission'))(s.game)).toEqual([s.id('Excavation'), s.id('Test Mission')]);
  });
});

describe('neighbours', () => {
  it('should give the locations beside a location on its spaceline, one at an end (Rulebook 7.1.5 Move)', () => {
    // Arrange
    const s = abc();
    const [a, b, c] = [s.id('Relief Mission'), s.id('Investigate Anomaly'), s.id('Excavation')];
    // Act
    const [ofA, ofB, ofC] = [neighbours(a)(s.game), neighbours(b)(s.game), neighbours(c)(s.game)];
    // Assert
    expect([ofA, ofB, ofC]).toEqual([[b], [a, c], [b]]);
  });
});

describe('isInRegion', () => {
  it('should tell a location of the region its mission names from one outside it (Rulebook "Mission Phase")', () => {
    // Arrange
    const s = scenario().mission('p1', 'Study Badlands').mission('p1', 'Excavation').build();
    // Act
    const inRegion = ['Study Badlands', 'Excavation'].map((m) =>
      isInRegion('Badlands Region', s.id(m))(s.game),
    );
    // Assert
    expect(inRegion).toEqual([true, false]);
  });
});

// Helpers

const mission = (id: string): MissionBlueprint | undefined => {
  const b = loadCardDatabase().blueprint(id);
  return b.type === 'Mission' || b.type === 'Q Mission' ? b : undefined;
};

/** A mission card in `owner`'s mission pile, not yet placed. */
const unplaced = (game: GameState, owner: string, title: string) => {
  const blueprint = loadCardDatabase().byTitle(title)[0];
  if (blueprint === undefined) throw new Error(title);
  const [id, next] = addCard(owner, blueprint, { kind: 'missionPile', player: owner })(game);
  return { game: next, id };
};

const indices = (ps: ReadonlyArray<{ readonly kind: string; readonly index?: number }>) =>
  ps.map((p) => p.index);

/** The rulebook's A, B, C with spans 2, 4, 3. */
const abc = () =>
  scenario()
    .mission('p1', 'Relief Mission')
    .mission('p2', 'Investigate Anomaly')
    .mission('p1', 'Excavation')
    .build();

/** Alpha Quadrant missions at distinct locations outside any region, spans 2 to 5. */
const pool = [
  'Evacuation',
  'Explore Typhon Expanse',
  'Investigate Sighting',
  'Khitomer Research',
  'Avert Disaster',
  'Covert Rescue',
  'Excavation',
  'Explore Dyson Sphere',
  'First Contact',
  'Hunt for DNA Program',
  'Investigate Alien Probe',
  'Investigate Anomaly',
  'Relief Mission',
  'Repair Mission',
  'Survey Mission',
  'Test Mission',
];
