// Rulebook 7.1 Move, 7.1.1 Beam and 7.1.2 Walk: the places personnel and equipment move between at one location
// (aboard a ship or facility, or on a planet surface), and who may move (boarding: domain/orders/boarding.ts).
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { MissionBlueprint } from '../../cards/blueprint';
import { checkMayMoveCaptive } from '../capture/capture';
import { isUsedAsEquipment } from '../cards-in-play/equipment';
import { isInStasis, isStopped, setStopped } from '../cards-in-play/presence';
import {
  blueprintOf,
  type CardId,
  type CardInstance,
  type GameState,
  getCard,
  type LocationId,
  locationOf,
  moveCard,
  type PlayerId,
  type Zone,
} from '../core/game-state';
import { memoizePair, memoizeRecent } from '../core/memo';
import { prevented } from '../core/permissions';
import { ask } from '../core/query-points';
import { type RuleError, ruleError } from '../core/rule-error';
import { zoneKeyOf } from '../core/zone-index';
import { sameSite, siteOfZone, stationOfSite } from '../core/zone-site';
import { siteChoices } from '../sites/places';
import { hasSites, isNor } from '../sites/station-sites';
import { carriersHere, withCarried } from '../spaceline/location-carriers';
import { checkMayGo } from '../special-rules/holograms';
import { isPlanetTimeLocation, locationRows } from '../time-travel/time-locations';
import { checkMayBoard } from './boarding';
import { isCompelled } from './required-actions';
import { isStaffed } from './staffing';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * A place named by a card id, so the game log shows its title: a ship or facility in play (aboard it), a site of a
 * station with sites (aboard the station at that site; Rulebook "Sites": the station itself is then no place), or a
 * mission on the spaceline (the planet surface of its location).
 */
export type Place = CardId;

/** One of a player's personnel or equipment cards moving on its own from a place to another (beam, walk). */
export interface CardMove<Type extends string> {
  readonly type: Type;
  readonly player: PlayerId;
  readonly card: CardId;
  /** Where the card is: a ship or facility, or a mission (its location's planet surface). */
  readonly from: Place;
  /** Where it goes: a ship or facility, or a mission (its location's planet surface). */
  readonly to: Place;
}

const ok: E.Either<RuleError, void> = E.right(undefined);

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * The zone a place stands for, or none when the id is neither a ship or facility in play nor a mission there.
 * @category constructors
 */
export const zoneOfPlace =
  (place: Place) =>
  (game: GameState): O.Option<Zone> => {
    const card = game.cards[place];
    if (card === undefined) return O.none;
    // Rulebook "Shared missions" (L229: "The two missions form only one location"): one place, named by its id (its
    // first mission) as `placeOfZone` and every listed command name it; the other mission card names no second place
    if (card.zone.kind === 'spaceline')
      return card.zone.location === place
        ? O.some({ kind: 'planetSurface', location: card.zone.location })
        : O.none;
    // Rulebook "Sites": aboard a station with sites is aboard it at one of its sites
    if (card.zone.kind === 'playedOn')
      return O.map((station: CardId): Zone => ({ kind: 'aboard', carrier: station, site: place }))(
        stationOfSite(place)(game),
      );
    // Rulebook "Carried ships": a carried ship is a place too (its crew is also its carrier's, Rulings "carried ships")
    const inPlay =
      card.zone.kind === 'atLocation' || card.zone.kind === 'docked' || card.zone.kind === 'carried';
    const blueprint = blueprintOf(place)(game);
    const type = blueprint.type;
    if (type === 'Facility' && isNor(blueprint) && hasSites(place)(game)) return O.none;
    return inPlay && (type === 'Ship' || type === 'Facility')
      ? O.some({ kind: 'aboard', carrier: place })
      : O.none;
  };

/**
 * The place of a zone a card may be moved from: the carrier it is aboard, or its location's planet surface.
 * @category constructors
 */
export const placeOfZone = (zone: Zone): O.Option<Place> =>
  zone.kind === 'aboard'
    ? O.some(zone.site ?? zone.carrier)
    : zone.kind === 'planetSurface'
      ? O.some(zone.location)
      : O.none;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 7.1.1 Beam: the planet's surface is reachable only at a [P] Planet location (dual missions are too), a
// [P] time location too ("Reporting for Duty": "directly to the Time Location card (if a [P] Planet location)")
/**
 * Whether a location has a planet: one of its missions is a planet or dual (space/planet) mission, or it is a [P]
 * time location.
 * @category predicates
 */
export const isPlanetLocation =
  (location: LocationId) =>
  (game: GameState): boolean =>
    (game.locations[location]?.missions ?? []).some(
      (m) => (blueprintOf(m)(game) as MissionBlueprint).missionType !== 'space',
    ) || isPlanetTimeLocation(location)(game);

// Rulebook 10.2.1 Stopped ("may not beam or walk"), Rulings "stasis" ("may not be moved or beamed"), 10.2 quarantine,
// "Required Actions" (a compelled crew "may not leave by any means"), Alien Groupie ("delays beam up of one male")
/**
 * Right when the player's personnel or equipment may move on its own: in play aboard or on a planet,
 * unstopped (equipment: not with an all-stopped team) and not in stasis.
 * @category predicates
 */
export const checkMayMove =
  (rule: string, player: PlayerId, card: CardId) =>
  (game: GameState): E.Either<RuleError, void> => {
    const instance = game.cards[card];
    if (instance === undefined) return E.left(ruleError(rule, `There is no card ${card}`));
    const blueprint = blueprintOf(card)(game);
    const refuse = (section: string, why: string) =>
      E.left(ruleError(section, `${blueprint.title} (${card}) ${why}`));
    // Rulebook "Capture": a captive moves only with its escort, by its captor, like an Equipment card
    const captive = checkMayMoveCaptive(player, card)(game);
    if (E.isLeft(captive)) return captive;
    if (instance.controller !== player && instance.captive === undefined)
      return refuse(rule, 'is not under your control');
    if (blueprint.type !== 'Personnel' && !isUsedAsEquipment(blueprint))
      return refuse(rule, 'is not a personnel or equipment card');
    if (O.isNone(placeOfZone(instance.zone)))
      return refuse(rule, 'is not aboard a ship or facility or on a planet');
    if (isStopped(card)(game)) return refuse('10.2.1 Stopped', 'is stopped and may not move');
    if (isInStasis(card)(game)) return refuse('10.2.4 Stasis', 'is in stasis and may not be moved');
    if (instance.quarantined === true) return refuse('Quarantine', 'is quarantined: none may leave');
    // Alien Groupie: "delays beam up of one male": card text may keep a card on the planet surface it is on
    const held =
      instance.zone.kind === 'planetSurface' ? ask(prevented.leavePlanet, { player, card })(game) : O.none;
    if (O.isSome(held))
      return refuse(held.value, `is delayed by ${held.value}: may not beam up or leave the planet`);
    if (isCompelled(card)(game))
      return refuse('Required Actions', 'is compelled to travel: it may not leave');
    return ok;
  };

// Rulebook 7.1.1 Beam and 7.1.2 Walk: the card moves on its own (`checkMayMove`) from the place it is at
/**
 * Right with the zone of the move's `from` place when the player's card may move and is there.
 * @category predicates
 */
export const checkMayMoveFrom =
  (rule: string, move: CardMove<string>) =>
  (game: GameState): E.Either<RuleError, Zone> => {
    const mayMove = checkMayMove(rule, move.player, move.card)(game);
    if (E.isLeft(mayMove)) return mayMove;
    const from = zoneOfPlace(move.from)(game);
    const at = getCard(move.card)(game).zone;
    if (O.isNone(from) || zoneKeyOf(from.value) !== zoneKeyOf(at) || !sameSite(from.value, at))
      return E.left(ruleError(rule, `${blueprintOf(move.card)(game).title} is not at ${move.from}`));
    return E.right(from.value);
  };

/**
 * The player's cards in a zone that may move on their own (`checkMayMove`, whatever the rule named).
 * @category predicates
 */
export const moversIn =
  (_rule: string, player: PlayerId, zone: Zone) =>
  (game: GameState): ReadonlyArray<CardId> => {
    const all = movers(player, zoneKeyOf(zone))(game);
    // Rulebook "Sites": the movers of the station at that site
    return siteOfZone(zone) === undefined
      ? all
      : all.filter((card) => sameSite(getCard(card)(game).zone, zone));
  };

// once per state, player and zone: beaming and walking both ask
const movers = memoizePair(
  (player, key) => (game: GameState) =>
    (game.zones[key] ?? []).filter((card) => E.isRight(checkMayMove('7.1 Move', player, card)(game))),
);

// Rulebook "Holograms" (where a hologram may exist) and "Compatible" (boarding your own ship or facility)
/**
 * Right when the card may arrive at a place by beaming or walking: it may exist there (`checkMayGo`), and aboard a
 * ship or facility it may board it (`checkMayBoard`).
 * @category predicates
 */
export const checkMayArrive =
  (card: CardId, to: Place) =>
  (game: GameState): E.Either<RuleError, void> => {
    const zone = zoneOfPlace(to)(game);
    return O.isNone(zone) ? ok : checkMayArriveIn(card, zone.value)(game);
  };

/**
 * `checkMayArrive` at the place of a zone already found (`zoneOfPlace`): the listings find each place's zone once
 * and ask it of every card that may go there.
 * @category predicates
 */
export const checkMayArriveIn =
  (card: CardId, zone: Zone) =>
  (game: GameState): E.Either<RuleError, void> => {
    const exists = checkMayGo(card, zone)(game);
    if (E.isLeft(exists)) return exists;
    return zone.kind === 'aboard' ? checkMayBoard(card, zone.carrier, zone.site)(game) : ok;
  };

// Rulebook 7.1.4 Dock & Undock and 7.1.5 Move: a player moves and docks only their own ships
/**
 * Right with the ship's card when it is in the game, a ship, and the player's.
 * @category predicates
 */
export const checkYourShip =
  (rule: string, player: PlayerId, ship: CardId) =>
  (game: GameState): E.Either<RuleError, CardInstance> => {
    const card = game.cards[ship];
    if (card === undefined) return E.left(ruleError(rule, `There is no card ${ship}`));
    const blueprint = blueprintOf(ship)(game);
    if (card.controller !== player || blueprint.type !== 'Ship')
      return E.left(ruleError(rule, `${blueprint.title} is not your ship`));
    return E.right(card);
  };

// Rulebook 7.1.3 Staff a Ship and 10.2.1 Stopped: moving, docking and landing need a staffed, unstopped ship
/**
 * Whether a ship may make a movement now, RANGE aside: staffed, unstopped and not in stasis (candidates use it
 * to list only the ships that may move; each order's check gives the rule it breaks).
 * @category predicates
 */
export const mayFly =
  (ship: CardId) =>
  (game: GameState): boolean =>
    !getCard(ship)(game).stopped && !isInStasis(ship)(game) && isStaffed(ship)(game);

/**
 * Whether two places are at the same spaceline location.
 * @category predicates
 */
export const sameLocation =
  (a: Place, b: Place) =>
  (game: GameState): boolean => {
    const la = locationOf(a)(game);
    const lb = locationOf(b)(game);
    return O.isSome(la) && O.isSome(lb) && la.value === lb.value;
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The ships and facilities in play, location by location along each spaceline, then at each time location (Rulebook
 * "Time Locations": on no spaceline): by location, and by controller.
 */
interface Carriers {
  readonly at: ReadonlyMap<LocationId, ReadonlyArray<CardId>>;
  readonly of: ReadonlyMap<PlayerId, { readonly Ship: CardId[]; readonly Facility: CardId[] }>;
}

// once per state: moving, docking, landing, cloaking and beaming each ask it
const carriersInPlay = memoizeRecent((game: GameState): Carriers => {
  const at = new Map<LocationId, ReadonlyArray<CardId>>();
  const of = new Map<PlayerId, { readonly Ship: CardId[]; readonly Facility: CardId[] }>();
  for (const line of locationRows(game))
    for (const location of line ?? []) {
      const here = carriersHere(location)(game);
      at.set(location, here);
      for (const id of here) {
        const type = blueprintOf(id)(game).type;
        if (type !== 'Ship' && type !== 'Facility') continue;
        const controller = getCard(id)(game).controller;
        let lists = of.get(controller);
        if (lists === undefined) {
          lists = { Ship: [], Facility: [] };
          of.set(controller, lists);
        }
        lists[type].push(id);
      }
    }
  return { at, of };
});

/**
 * The ships and facilities at a location: in space (or on the planet), then the ships docked at each facility.
 * @category operations
 */
export const carriersAt =
  (location: LocationId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    carriersInPlay(game).at.get(location) ?? carriersHere(location)(game);

// Rulebook "Carried ships": a ship carried aboard another is a place too (`zoneOfPlace`)
/**
 * The ships and facilities at a location that are places: `carriersAt`, followed by the ships each of them carries.
 * @category operations
 */
export const carriersWithCarriedAt =
  (location: LocationId) =>
  (game: GameState): ReadonlyArray<CardId> =>
    withCarried(carriersAt(location)(game))(game);

/**
 * Every place at a location: its planet surface (at a planet location), then each ship or facility there, docked
 * and carried ones included (`carriersWithCarriedAt`).
 * @category operations
 */
export const placesAt =
  (location: LocationId) =>
  (game: GameState): ReadonlyArray<Place> => {
    const carriers = withSites(carriersWithCarriedAt(location)(game))(game);
    return isPlanetLocation(location)(game) ? [location, ...carriers] : carriers;
  };

// Rulebook "Sites": a station with sites is a place only at each of its sites
/**
 * The places of ships and facilities: each one, but a station with sites replaced by its sites (its line).
 * @category operations
 */
export const withSites =
  (carriers: ReadonlyArray<CardId>) =>
  (game: GameState): ReadonlyArray<Place> =>
    carriers.some((id) => isNor(blueprintOf(id)(game)))
      ? carriers.flatMap((id) => siteChoices(id, game).map((site) => site ?? id))
      : carriers;

const none: ReadonlyArray<CardId> = [];

/**
 * The ships (or facilities) a player controls in play, location by location along each spaceline.
 * @category operations
 */
export const carriersOf =
  (player: PlayerId, type: 'Ship' | 'Facility') =>
  (game: GameState): ReadonlyArray<CardId> =>
    carriersInPlay(game).of.get(player)?.[type] ?? none;

// Rulebook 10.2.1 Stopped: your personnel become stopped when they board your stopped ship
/**
 * Moves a card to its destination; boarding its controller's stopped ship stops it.
 * @category operations
 */
export const arrive =
  (card: CardId, to: Zone) =>
  (game: GameState): GameState => {
    const moved = moveCard(card, to)(game);
    if (to.kind !== 'aboard') return moved;
    const carrier = getCard(to.carrier)(moved);
    return carrier.stopped && carrier.controller === getCard(card)(moved).controller
      ? setStopped(card, true)(moved)
      : moved;
  };
