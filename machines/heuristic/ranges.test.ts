import { fc, test } from '@fast-check/jest';
import * as E from 'fp-ts/Either';
import { loadCardDatabase } from '../../cards/database';
import { type GameState, updateCard } from '../../domain/core/game-state';
import { scenario } from '../../domain/game/scenario';
import { rangeCost } from '../../domain/spaceline/spaceline';
import { rangesFor } from './ranges';

// Rulebook 7.1.5 Move (L556): "adding up the span of each location the ship moves to (or passes), not counting the
// location where it begins"; the heuristic player keeps those sums from one position to the next (ranges.ts)

/** Missions the spacelines are made of. */
const pool = [
  'Evacuation',
  'Explore Typhon Expanse',
  'Investigate Sighting',
  'Khitomer Research',
  'Avert Disaster',
  'Covert Rescue',
  'Relief Mission',
  'Excavation',
];

describe('rangesFor', () => {
  test.prop([fc.uniqueArray(fc.nat({ max: pool.length - 1 }), { minLength: 1, maxLength: 8 })])(
    "should answer Spaceline.rangeCost's RANGE between every two locations, for each player (Rulebook 7.1.5 Move)",
    (picks) => {
      // Arrange
      const s = picks
        .reduce((b, k) => b.mission(k % 2 === 0 ? 'p1' : 'p2', pool[k] as string), scenario())
        .build();
      // Act
      const asked = costs(s.game, (from, to, player) => rangesFor(player, s.game).between(from, to));
      // Assert
      expect(asked).toEqual(costs(s.game, expected(s.game)));
    },
  );

  it('should answer the RANGE of a later position whose mission card changed, not the one kept (Rulebook 7.1.5 Move)', () => {
    // Arrange: the rulebook's A, B, C with spans 2, 4, 3, then B turned into a mission of span 5
    const s = scenario()
      .mission('p1', 'Relief Mission')
      .mission('p1', 'Investigate Anomaly')
      .mission('p1', 'Excavation')
      .build();
    const [a, b, c] = [s.id('Relief Mission'), s.id('Investigate Anomaly'), s.id('Excavation')];
    const other = loadCardDatabase().byTitle('Explore Typhon Expanse')[0]?.id ?? '';
    const changed = updateCard(b, (card) => ({ ...card, blueprint: other }))(s.game);
    // Act
    const before = rangesFor('p1', s.game).between(a, c);
    const after = rangesFor('p1', changed).between(a, c);
    const again = rangesFor('p1', s.game).between(a, c);
    // Assert
    expect([before, after, again, expected(changed)(a, c, 'p1')]).toEqual([7, 8, 7, 8]);
  });
});

// Helpers

type Cost = (from: string, to: string, player: string) => number | null;

const expected =
  (game: GameState): Cost =>
  (from, to, player) => {
    const cost = rangeCost(from, to, player)(game);
    return E.isRight(cost) ? cost.right : null;
  };

/** The cost between every two locations for each player, as `cost` gives it. */
const costs = (game: GameState, cost: Cost): ReadonlyArray<number | null> => {
  const locations = Object.keys(game.locations);
  return ['p1', 'p2'].flatMap((player) =>
    locations.flatMap((from) => locations.map((to) => cost(from, to, player))),
  );
};
