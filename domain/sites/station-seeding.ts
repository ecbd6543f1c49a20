// Rulebook "Facility Phase": "Most Facilities state on their cards where they may be seeded — Nor enters play at a
// mission with [Car] affiliation icon". A Nor-type station's text opens with where it seeds (and, for "Seeds or
// plays", where it is played during the game), read here as data:
//   "Seeds at a Bajor Region location."                     (Deep Space 9, Terok Nor)
//   "Seeds at {Bajor}."                                     (Mirror Terok Nor)
//   "Seeds or plays at any [CAR] location (except a Bajor Region location)."                  (Nor)
//   "Seeds or plays at any mission in Mirror Quadrant (except in the Badlands Region)."      (Alliance Nor)
// Other openings (Empok Nor: "Seeds (uncontrolled) during mission phase"; Terok Nor (Alternate Universe Twilight):
// "Plays at {2346 Bajor}", a time location) are not read: those stations are refused.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Blueprint, MissionBlueprint } from '../../cards/blueprint';
import { type RuleError, ruleError } from '../core/rule-error';
import { withoutStationSiteClauses } from './placement';
import { isNor } from './station-sites';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The locations a station's text names: a region, a named location, an affiliation icon, any mission. */
export type StationWhere =
  | { readonly kind: 'region'; readonly region: string }
  | { readonly kind: 'named'; readonly name: string }
  | { readonly kind: 'icon'; readonly icon: string; readonly exceptRegion: string | null }
  | { readonly kind: 'anyMission'; readonly quadrant: string; readonly exceptRegion: string | null };

/** Where a station seeds, and whether its text lets it be played there during the game too ("Seeds or plays"). */
export interface StationPlacement {
  readonly where: StationWhere;
  readonly plays: boolean;
}

const FACILITY_PHASE = 'Facility Phase';

const OPENING = /^Seeds( or plays)? at (.+?)\.(?:\s|$)/;
const REGION = /^a (.+? Region) location$/;
const NAMED = /^\{([^{}]+)\}$/;
const ICON = /^any \[(\w+)\] location(?: \(except a (.+? Region) location\))?$/;
const ANY_MISSION = /^any mission in (\w+) Quadrant(?: \(except in the (.+? Region)\))?$/;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

const placements = new WeakMap<Blueprint, O.Option<StationPlacement>>();

/**
 * Where a Nor-type station seeds (and plays), read from the opening of its text; none for any other facility or an
 * opening the engine does not read.
 * @category predicates
 */
export const stationPlacement = (card: Blueprint): O.Option<StationPlacement> => {
  const known = placements.get(card);
  if (known !== undefined) return known;
  const opening = isNor(card) ? OPENING.exec(card.text) : null;
  const where = opening === null ? O.none : whereOf(opening[2] ?? '');
  const placement = O.map((w: StationWhere) => ({ where: w, plays: opening?.[1] !== undefined }))(where);
  placements.set(card, placement);
  return placement;
};

const whereOf = (text: string): O.Option<StationWhere> => {
  const region = REGION.exec(text);
  if (region !== null) return O.some({ kind: 'region', region: region[1] ?? '' });
  const named = NAMED.exec(text);
  if (named !== null) return O.some({ kind: 'named', name: named[1] ?? '' });
  const icon = ICON.exec(text);
  if (icon !== null) return O.some({ kind: 'icon', icon: icon[1] ?? '', exceptRegion: icon[2] ?? null });
  const any = ANY_MISSION.exec(text);
  if (any !== null)
    return O.some({ kind: 'anyMission', quadrant: any[1] ?? '', exceptRegion: any[2] ?? null });
  return O.none;
};

// The card data names no mission's location: the location {Bajor} is read as the homeworld of the Bajor Region
// (Alter Records, "on Bajoran homeworld"; in the Mirror Quadrant, Disrupt Alliance), Rulebook "Mirror Quadrant"
const isAtNamedLocation = (name: string, mission: MissionBlueprint): boolean =>
  mission.homeworld && mission.region === `${name} Region`;

/** Whether a mission is at the locations a station's text names (a shared location: the mission its player uses). */
const missionFits = (where: StationWhere, mission: MissionBlueprint): boolean => {
  switch (where.kind) {
    case 'region':
      return mission.region === where.region;
    case 'named':
      return isAtNamedLocation(where.name, mission);
    case 'icon':
      return mission.affiliationIcons.includes(where.icon) && mission.region !== where.exceptRegion;
    case 'anyMission':
      return mission.quadrant === where.quadrant && mission.region !== where.exceptRegion;
  }
};

const describeWhere = (where: StationWhere): string => {
  switch (where.kind) {
    case 'region':
      return `a ${where.region} location`;
    case 'named':
      return `{${where.name}}`;
    case 'icon':
      return `a [${where.icon}] location${where.exceptRegion === null ? '' : ` (except the ${where.exceptRegion})`}`;
    case 'anyMission':
      return `a mission in the ${where.quadrant} Quadrant${where.exceptRegion === null ? '' : ` (except in the ${where.exceptRegion})`}`;
  }
};

// Rulebook "Facility Phase": "Most Facilities state on their cards where they may be seeded"
/**
 * Right when the station's text lets it seed (or, `playing`, be played) at a location whose missions (those its player
 * uses) are `missions`, else the rule: its text names another place, or the engine does not read where it seeds.
 * @category predicates
 */
export const checkStationLocation = (
  station: Blueprint,
  missions: ReadonlyArray<MissionBlueprint>,
  playing: boolean,
): E.Either<RuleError, void> => {
  const placement = stationPlacement(station);
  if (O.isNone(placement))
    return E.left(
      ruleError(
        FACILITY_PHASE,
        `${station.title} names where it enters play ("${station.text.split('.')[0]}"); the engine does not implement it.`,
      ),
    );
  if (playing && !placement.value.plays)
    return E.left(
      ruleError('Play a Card', `${station.title} only seeds; it may not be played during the game.`),
    );
  return missions.some((m) => missionFits(placement.value.where, m))
    ? E.right(undefined)
    : E.left(
        ruleError(
          FACILITY_PHASE,
          `${station.title} enters play only at ${describeWhere(placement.value.where)}.`,
        ),
      );
};

/**
 * The part of a Nor's text the engine does not read (beyond where it seeds and which sites may be added to it,
 * domain/sites/placement.ts), for `stccg coverage`; none when where it seeds is not read either.
 * @category predicates
 */
export const unreadStationText = (card: Blueprint): O.Option<string> =>
  O.map(() => withoutStationSiteClauses(card.text.replace(OPENING, ' ')))(stationPlacement(card));

/**
 * Whether a station's text lets it be played during the game ("Seeds or plays at …").
 * @category predicates
 */
export const playsDuringGame = (card: Blueprint): boolean =>
  O.exists((p: StationPlacement) => p.plays)(stationPlacement(card));
