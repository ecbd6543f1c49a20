// The RANGE a ship of the heuristic player needs to fly from its location to one of its missions (Rulebook 7.1.5 Move:
// the sum of the spans entered or passed), for its judgement of a position (machines/heuristic/value.ts). The sums are
// `Spaceline.rangeCostsFrom`'s, which reads only the spacelines, the locations and the mission cards on them (their
// owners and printed spans: `spanAt`). A card play, a beam, a walk or a ship's flight changes none of those objects,
// so the position after each command the player weighs shares them with the position before: the table is kept while
// they are the same objects (the parts of an immutable state: ARCHITECTURE "One owner of the game state"), and the
// RANGE costs are found once per decision instead of once per command weighed. Its answers are `Spaceline.rangeCost`'s.
import type { CardInstance } from '../../domain/core/card-instance';
import type { CardId, GameState, LocationId, PlayerId } from '../../domain/core/game-state';
import * as Spaceline from '../../domain/spaceline/spaceline';

/** The RANGE costs from locations to the others of their spaceline, and the parts of the state they were read from. */
interface RangeTable {
  readonly spacelines: GameState['spacelines'];
  readonly locations: GameState['locations'];
  readonly player: PlayerId;
  /** The mission cards of the locations (which list them) as the table read them. */
  readonly missions: ReadonlyArray<readonly [CardId, CardInstance | undefined]>;
  /** By starting location: the cost to each location of its spaceline; null off a spaceline. */
  readonly from: Map<LocationId, ReadonlyMap<LocationId, number> | null>;
}

let table: RangeTable | undefined;

const isFor = (known: RangeTable, player: PlayerId, game: GameState): boolean =>
  known.spacelines === game.spacelines &&
  known.locations === game.locations &&
  known.player === player &&
  known.missions.every(([id, card]) => game.cards[id] === card);

const tableFor = (player: PlayerId, game: GameState): RangeTable => {
  if (table !== undefined && isFor(table, player, game)) return table;
  const ids = Object.values(game.locations).flatMap((location) => location.missions);
  table = {
    spacelines: game.spacelines,
    locations: game.locations,
    player,
    missions: ids.map((id) => [id, game.cards[id]] as const),
    from: new Map(),
  };
  return table;
};

const costsFrom = (
  from: LocationId,
  player: PlayerId,
  game: GameState,
): ReadonlyMap<LocationId, number> | null => {
  const costs = Spaceline.rangeCostsFrom(from, player)(game);
  if (costs === null) return null;
  const quadrant = game.locations[from]?.quadrant;
  const line = quadrant === undefined ? [] : (game.spacelines[quadrant] ?? []);
  const byLocation = new Map<LocationId, number>();
  // `rangeCost` asks that both ends be on the spaceline of their own quadrant
  line.forEach((location, index) => {
    if (game.locations[location]?.quadrant === quadrant) byLocation.set(location, costs[index] ?? 0);
  });
  return byLocation;
};

/** RANGE costs between the locations of one state, for one player. */
export interface Ranges {
  /** The RANGE to fly from one location to another (`Spaceline.rangeCost`), or null when not on one spaceline. */
  readonly between: (from: LocationId, to: LocationId) => number | null;
}

/** The RANGE costs `player` uses in `game` (`Spaceline.rangeCost`'s), found once while the spacelines stay the same. */
export const rangesFor = (player: PlayerId, game: GameState): Ranges => {
  const known = tableFor(player, game);
  return {
    between: (from, to) => {
      let costs = known.from.get(from);
      if (costs === undefined) {
        costs = costsFrom(from, player, game);
        known.from.set(from, costs);
      }
      return costs?.get(to) ?? null;
    },
  };
};
