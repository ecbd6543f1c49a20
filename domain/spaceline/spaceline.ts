// Rulebook "Mission Phase", 7.1.5 Move and 12.6 far end: spacelines of locations, where missions are placed,
// the RANGE a move costs and which end of a spaceline is the far one.
import * as E from 'fp-ts/Either';
import type { MissionBlueprint, Quadrant } from '../../cards/blueprint';
import { missionLocation } from '../../cards/mission-locations';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  type LocationId,
  moveCard,
  type PlayerId,
  updateCard,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * Where a mission may go: an insertion index on its quadrant's spaceline (0 is the left end, the spaceline's
 * length the right end; 0 on a new spaceline), or on top of the same location as a shared mission.
 */
export type Placement =
  | { readonly kind: 'spaceline'; readonly quadrant: Quadrant; readonly index: number }
  | { readonly kind: 'shared'; readonly location: LocationId };

const MISSION_PHASE = 'Mission Phase';
const MOVE = '7.1.5 Move';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The location a mission is at (cards/mission-locations.ts: the table of every mission's location, Rulebook L176).
 * @category predicates
 */
export const locationName = (mission: MissionBlueprint): string => missionLocation(mission);

// Rulebook "Mission Phase": two missions at the same location in the same quadrant form one shared mission
/**
 * True when two missions are the same location: same quadrant and location name; universal missions never are.
 * @category predicates
 */
export const isSameLocation = (a: MissionBlueprint, b: MissionBlueprint): boolean =>
  a.quadrant === b.quadrant &&
  a.uniqueness !== 'universal' &&
  b.uniqueness !== 'universal' &&
  locationName(a) === locationName(b);

// Rulebook "Mission Phase": cards that say they are inserted may go anywhere in their native quadrant
/**
 * True when a mission's text lets it be inserted anywhere into its spaceline.
 * @category predicates
 */
export const isInserted = (mission: MissionBlueprint): boolean =>
  /may insert into spaceline|inserts anywhere on spaceline/i.test(mission.text);

// Rulebook "Mission Phase": "Some cards specify that they are part of a region, such as the 'Bajor region'"
/**
 * Whether the location is part of the region its mission card names (a gap is part of none).
 * @category predicates
 */
export const isInRegion =
  (region: string, location: LocationId) =>
  (game: GameState): boolean =>
    locationMission(location)(game)?.region === region;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Mission Phase": either end of the quadrant's spaceline, regions contiguous, duplicates shared
/**
 * Every legal placement of a mission card not yet on a spaceline, in ascending index (none for other cards).
 * @category operations
 */
export const placements =
  (missionId: CardId) =>
  (game: GameState): ReadonlyArray<Placement> => {
    const mission = asMission(missionId)(game);
    if (mission === null || getCard(missionId)(game).zone.kind === 'spaceline') return [];
    const line = game.spacelines[mission.quadrant] ?? [];
    const same = line.find((loc) => {
      const there = locationMission(loc)(game);
      return there !== null && isSameLocation(mission, there);
    });
    if (same !== undefined)
      return canShare(missionId, same)(game) ? [{ kind: 'shared', location: same }] : [];
    const regions = line.map((loc) => locationMission(loc)(game)?.region ?? null);
    const inRegion = regions.flatMap((r, i) => (r !== null && r === mission.region ? [i] : []));
    const candidates =
      inRegion.length > 0
        ? [inRegion[0] as number, (inRegion[inRegion.length - 1] as number) + 1]
        : isInserted(mission)
          ? line.map((_, i) => i).concat(line.length)
          : [0, line.length];
    const splitsRegion = (i: number) =>
      i > 0 && i < line.length && regions[i - 1] !== null && regions[i - 1] === regions[i];
    return [...new Set(candidates)]
      .filter((i) => !splitsRegion(i))
      .map((index) => ({ kind: 'spaceline', quadrant: mission.quadrant, index }));
  };

// Rulebook "Mission Phase": place the mission where `placements` allows, a new location or a shared mission
/**
 * Places a mission card on the spaceline, face up; a rule error if the placement is not legal.
 * @category operations
 */
export const placeMission =
  (missionId: CardId, placement: Placement) =>
  (game: GameState): E.Either<RuleError, GameState> => {
    const legal = placements(missionId)(game);
    if (!legal.some((p) => samePlacement(p, placement)))
      return E.left(ruleError(MISSION_PHASE, illegalPlacementMessage(missionId, placement, legal)(game)));
    const faceUp = updateCard(missionId, (c) => ({ ...c, faceUp: true }));
    if (placement.kind === 'shared') {
      const location = game.locations[placement.location];
      if (location === undefined) throw new Error(`placeMission: unknown location ${placement.location}`);
      const moved = moveCard(missionId, { kind: 'spaceline', location: location.id }, 'bottom')(game);
      const missions = [...location.missions, missionId];
      return E.right(
        faceUp({ ...moved, locations: { ...moved.locations, [location.id]: { ...location, missions } } }),
      );
    }
    const line = game.spacelines[placement.quadrant] ?? [];
    const moved = moveCard(missionId, { kind: 'spaceline', location: missionId })(game);
    return E.right(
      faceUp({
        ...moved,
        locations: {
          ...moved.locations,
          [missionId]: {
            id: missionId,
            quadrant: placement.quadrant,
            missions: [missionId],
            completedBy: null,
          },
        },
        spacelines: {
          ...moved.spacelines,
          [placement.quadrant]: [
            ...line.slice(0, placement.index),
            missionId,
            ...line.slice(placement.index),
          ],
        },
      }),
    );
  };

// Rulebook "Mission Phase" shared missions: each player uses only their own mission card, its span included
/**
 * The span of a location for `player`: their own mission card's there if they have one, else the first one's (a gap's
 * own span where there is no mission).
 * @category operations
 */
export const spanAt =
  (location: LocationId, player: PlayerId) =>
  (game: GameState): number => {
    const gap = game.locations[location]?.span;
    if (gap !== undefined) return gap;
    const missions = game.locations[location]?.missions ?? [];
    const own = missions.find((id) => getCard(id)(game).owner === player) ?? missions[0];
    if (own === undefined) throw new Error(`spanAt: unknown location ${location}`);
    return (blueprintOf(own)(game) as MissionBlueprint).span;
  };

// Rulebook 7.1.5 Move: RANGE is the sum of spans entered or passed, not counting the starting location
/**
 * The RANGE `player` (the active player by default) uses to move from one location to another on one spaceline.
 * @category operations
 */
export const rangeCost =
  (from: LocationId, to: LocationId, player?: PlayerId) =>
  (game: GameState): E.Either<RuleError, number> => {
    const a = position(from)(game);
    const b = position(to)(game);
    if (a === null || b === null || a.quadrant !== b.quadrant)
      return E.left(ruleError(MOVE, `${from} and ${to} are not on the same spaceline`));
    const line = game.spacelines[a.quadrant] ?? [];
    const entered = a.index < b.index ? line.slice(a.index + 1, b.index + 1) : line.slice(b.index, a.index);
    const mover = player ?? game.turn.active;
    return E.right(entered.reduce((sum, loc) => sum + spanAt(loc, mover)(game), 0));
  };

/**
 * `rangeCost` from one location to every location of its spaceline at once, in spaceline order (0 for `from`
 * itself): the same sums, each span looked up once. Null when `from` is not on a spaceline.
 * @category operations
 */
export const rangeCostsFrom =
  (from: LocationId, player?: PlayerId) =>
  (game: GameState): ReadonlyArray<number> | null => {
    const at = position(from)(game);
    if (at === null) return null;
    const line = game.spacelines[at.quadrant] ?? [];
    const mover = player ?? game.turn.active;
    const costs: number[] = new Array(line.length).fill(0);
    for (let i = at.index + 1, sum = 0; i < line.length; i++) {
      sum += spanAt(line[i] as LocationId, mover)(game);
      costs[i] = sum;
    }
    for (let i = at.index - 1, sum = 0; i >= 0; i--) {
      sum += spanAt(line[i] as LocationId, mover)(game);
      costs[i] = sum;
    }
    return costs;
  };

// Rulebook 7.1.5 Move: a spaceline is a row of locations; a location's neighbours are those beside it on its row
/**
 * The locations next to a location on its spaceline (one at an end, none when it is not on a spaceline).
 * @category operations
 */
export const neighbours =
  (location: LocationId) =>
  (game: GameState): ReadonlyArray<LocationId> => {
    const at = position(location)(game);
    if (at === null) return [];
    const line = game.spacelines[at.quadrant] ?? [];
    return [line[at.index - 1], line[at.index + 1]].filter((l): l is LocationId => l !== undefined);
  };

// Rulebook 12.6 far end of spaceline: more locations that way, then more total span, then a tie (12.5)
/**
 * The far end(s) of the spaceline from a location, as seen by `player`: one location, or both ends on a tie.
 * @category operations
 */
export const farEnd =
  (from: LocationId, player?: PlayerId) =>
  (game: GameState): ReadonlyArray<LocationId> => {
    const at = position(from)(game);
    if (at === null) throw new Error(`farEnd: unknown location ${from}`);
    const line = game.spacelines[at.quadrant] ?? [];
    const left = line.slice(0, at.index);
    const right = line.slice(at.index + 1);
    const first = line[0] as LocationId;
    const last = line[line.length - 1] as LocationId;
    if (left.length !== right.length) return [left.length > right.length ? first : last];
    const mover = player ?? game.turn.active;
    const total = (locs: ReadonlyArray<LocationId>) =>
      locs.reduce((sum, loc) => sum + spanAt(loc, mover)(game), 0);
    const [l, r] = [total(left), total(right)];
    return l === r ? [...new Set([first, last])] : [l > r ? first : last];
  };

const asMission =
  (id: CardId) =>
  (game: GameState): MissionBlueprint | null => {
    const blueprint = blueprintOf(id)(game);
    return blueprint.type === 'Mission' || blueprint.type === 'Q Mission' ? blueprint : null;
  };

/** The first mission card at a location (null at a gap, where there is none). */
const locationMission =
  (location: LocationId) =>
  (game: GameState): MissionBlueprint | null => {
    const first = game.locations[location]?.missions[0];
    return first === undefined ? null : (blueprintOf(first)(game) as MissionBlueprint);
  };

// Rulebook "Building a Deck": each of a player's missions must be at a different location, so a location
// is shared by at most the two players' cards
const canShare =
  (missionId: CardId, location: LocationId) =>
  (game: GameState): boolean => {
    const missions = game.locations[location]?.missions ?? [];
    const owner = getCard(missionId)(game).owner;
    return missions.length === 1 && missions.every((id) => getCard(id)(game).owner !== owner);
  };

const position =
  (location: LocationId) =>
  (game: GameState): { readonly quadrant: Quadrant; readonly index: number } | null => {
    const quadrant = game.locations[location]?.quadrant;
    const index = quadrant === undefined ? -1 : (game.spacelines[quadrant] ?? []).indexOf(location);
    return quadrant === undefined || index < 0 ? null : { quadrant, index };
  };

const samePlacement = (a: Placement, b: Placement): boolean =>
  a.kind === 'shared'
    ? b.kind === 'shared' && a.location === b.location
    : b.kind === 'spaceline' && a.quadrant === b.quadrant && a.index === b.index;

const illegalPlacementMessage =
  (missionId: CardId, placement: Placement, legal: ReadonlyArray<Placement>) =>
  (game: GameState): string => {
    const title = blueprintOf(missionId)(game).title;
    if (legal.length === 0) return `${title} (${missionId}) cannot be placed on a spaceline`;
    return `${title} (${missionId}) cannot be placed at ${JSON.stringify(placement)}; legal: ${legal
      .map((p) => JSON.stringify(p))
      .join(', ')}`;
  };
