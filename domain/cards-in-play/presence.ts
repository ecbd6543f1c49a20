// Rulebook 12.4 Present, "Here" & "There" and 10.2 statuses (stopped, disabled, stasis, separated, house arrest):
// who is with whom, crews and Away Teams, and what a card's status lets it do.
import * as O from 'fp-ts/Option';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  type LocationId,
  locationOf,
  type PlayerId,
  updateCard,
  updateCards,
  type Zone,
} from '../core/game-state';
import { memoizeWith } from '../core/memo';
import { cardsInZone, zoneKeyOf } from '../core/zone-index';
import { sameSite } from '../core/zone-site';
import { carriersHere } from '../spaceline/location-carriers';
import { affiliationOf } from './affiliation';
import { areAffiliationsCompatibleFor } from './compatibility';
import { isUsedAsEquipment } from './equipment';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The statuses a card carries besides being stopped (Rulebook 10.2.3, 10.2.4, 10.2.10). */
export type Status = 'disabled' | 'stasis' | 'houseArrest';

/**
 * Where a card is, for presence: aboard a ship or facility (at a site of a station with sites), on a planet surface, in
 * space, or the mission itself.
 */
type Place =
  | { readonly kind: 'aboard'; readonly carrier: CardId; readonly site?: CardId }
  | { readonly kind: 'carried' }
  | { readonly kind: 'surface' | 'space' | 'mission'; readonly location: LocationId };

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 7.6 Cloak: a card is cloaked from cloaking until it decloaks; nothing enters play cloaked
/**
 * Whether a ship in play is cloaked or phased, with the protections and restrictions of 7.6 (a `cloaked` mark left
 * on a card out of play does not count); cards that affect cloaked cards ask `isCloaked && !isPhased`.
 * @category predicates
 */
export const isCloaked =
  (id: CardId) =>
  (game: GameState): boolean => {
    const card = getCard(id)(game);
    return card.cloaked === true && (card.zone.kind === 'atLocation' || card.zone.kind === 'docked');
  };

// Rulebook 10.2.1 Stopped: equipment is stopped when its entire crew or Away Team is
/**
 * Whether a card is stopped; equipment is stopped when every personnel carrying it is.
 * @category predicates
 */
export const isStopped =
  (id: CardId) =>
  (game: GameState): boolean => {
    const card = getCard(id)(game);
    if (card.stopped || !isUsedAsEquipment(blueprintOf(id)(game))) return card.stopped;
    const team = cardsInZone(card.zone)(game).filter(
      (other) =>
        getCard(other)(game).controller === card.controller &&
        sameSite(getCard(other)(game).zone, card.zone) &&
        blueprintOf(other)(game).type === 'Personnel',
    );
    return team.length > 0 && team.every((other) => getCard(other)(game).stopped);
  };

// Rulebook 10.2.3 Disabled ("deactivated [Holo] holograms"); 10.2.10 House Arrest: "treated as disabled"
/**
 * Whether a card is disabled, a deactivated hologram, or under house arrest and so treated as disabled.
 * @category predicates
 */
export const isDisabled =
  (id: CardId) =>
  (game: GameState): boolean => {
    const card = getCard(id)(game);
    return card.disabled === true || card.houseArrest === true || card.deactivated === true;
  };

// Rulebook 10.2.4 Stasis; Rulings "stasis": cards aboard a ship in stasis are also in stasis
/**
 * Whether a card is in stasis, itself or by being aboard a ship or facility in stasis.
 * @category predicates
 */
export const isInStasis =
  (id: CardId) =>
  (game: GameState): boolean => {
    const card = getCard(id)(game);
    return (
      card.stasis === true ||
      ((card.zone.kind === 'aboard' || card.zone.kind === 'carried') && isInStasis(card.zone.carrier)(game))
    );
  };

// Rulebook 10.2.3 / 10.2.4: disabled cards and cards in stasis "may not be used in any way"
/**
 * Whether a card may take actions and lend its skills, icons and game text: neither disabled nor in stasis.
 * @category predicates
 */
export const canAct =
  (id: CardId) =>
  (game: GameState): boolean =>
    !isDisabled(id)(game) && !isInStasis(id)(game);

// Rulebook 10.2.5 Separated: during mission attempts, stopped, disabled, stasis and house arrest separate personnel
/**
 * Whether a personnel is separated from its team during a mission attempt, contributing nothing to it.
 * @category predicates
 */
export const isSeparated =
  (id: CardId) =>
  (game: GameState): boolean =>
    getCard(id)(game).stopped || !canAct(id)(game);

// Rulebook 12.4 "Here" & "There": anywhere at that spaceline location
/**
 * Whether a card is anywhere at `location`: in space, aboard, on the planet, or the mission itself.
 * @category predicates
 */
export const isHere =
  (id: CardId, location: LocationId) =>
  (game: GameState): boolean => {
    const at = locationOf(id)(game);
    return O.isSome(at) && at.value === location;
  };

// Rulebook 12.4 Present: headquarters play on a planet (e.g. "Seeds or plays on Earth"), so they are present with it
/**
 * Whether a facility stands on its location's planet: a headquarters (landed ships: see `Walk.isOnPlanet`).
 * @category predicates
 */
export const isPlanetFacility =
  (id: CardId) =>
  (game: GameState): boolean => {
    const blueprint = blueprintOf(id)(game);
    return blueprint.type === 'Facility' && blueprint.facilityKind === 'Headquarters';
  };

// Rulebook 12.4 Present: same crew, Away Team, ship, facility (at the same site, if any) or planet surface; ships and
// facilities at one location
/**
 * Whether two cards are present with each other (a card in play is present with itself). Aboard a station with sites,
 * only the cards at the same site are present together, and with that site (Rulings "Away Team and crew"). Your incompatible
 * Away Teams on one planet are not present with each other; crews are present with a space location,
 * Away Teams with the planet they stand on; ships are not present with other ships' crews. Planet facilities and
 * landed ships (with their crews) are present with the planet, but a crew is never present with an Away Team outside.
 * A carried ship is present only with itself and the crew aboard it, who join its carrying ship's crew (Rulings
 * "carried ships"). Cloaking (7.6) and separation during a mission attempt (10.2.5, see `isSeparated`) are the caller's to apply.
 * @category predicates
 */
export const isPresentWith =
  (a: CardId, b: CardId) =>
  (game: GameState): boolean => {
    const pa = placeOf(a)(game);
    const pb = placeOf(b)(game);
    if (O.isNone(pa) || O.isNone(pb)) return false;
    if (a === b) return true;
    return placed(a, pa.value, b, pb.value, game) || placed(b, pb.value, a, pa.value, game);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 12.4: the crew of a ship or facility is its controller's personnel aboard (others aboard are intruders)
/**
 * The personnel aboard a ship or facility controlled by the ship's or facility's controller.
 * @category operations
 */
export const crewOf: (carrier: CardId) => (game: GameState) => ReadonlyArray<CardId> = memoizeWith(
  (carrier) => (game) => {
    const controller = getCard(carrier)(game).controller;
    return personnelIn(aboardCrewHost(carrier)(game), controller, game);
  },
);

// Rulings "carried ships": "Personnel aboard a carried ship are also part of the crew of the carrying ship, or are
// considered intruders if the carrying ship is controlled by a different player"
/**
 * The cards aboard a ship or facility and aboard each ship it carries: its crew and the intruders with them.
 * @category operations
 */
export const aboardCrewHost =
  (carrier: CardId) =>
  (game: GameState): ReadonlyArray<CardId> => {
    const aboard = cardsInZone({ kind: 'aboard', carrier })(game);
    const carried = cardsInZone({ kind: 'carried', carrier })(game);
    return carried.length === 0
      ? aboard
      : [...aboard, ...carried.flatMap((ship) => cardsInZone({ kind: 'aboard', carrier: ship })(game))];
  };

// Rulings "carried ships": personnel aboard a carried ship are also part of the crew of the carrying ship
/**
 * The ship or facility whose crew the cards aboard `carrier` belong to: its carrying ship when it is carried.
 * @category operations
 */
export const crewHostOf =
  (carrier: CardId) =>
  (game: GameState): CardId => {
    const zone = getCard(carrier)(game).zone;
    return zone.kind === 'carried' ? zone.carrier : carrier;
  };

// Rulings "carried ships": "Personnel aboard a carried ship are also part of the crew of the carrying ship"
/**
 * Whether a card in `zone` is with a crew or Away Team in `place`: the same zone, or aboard the same ship or a ship it
 * carries.
 * @category predicates
 */
export const isWithTeamIn =
  (zone: Zone, place: Zone) =>
  (game: GameState): boolean =>
    sameSite(zone, place) &&
    (zoneKeyOf(zone) === zoneKeyOf(place) ||
      (zone.kind === 'aboard' &&
        place.kind === 'aboard' &&
        crewHostOf(zone.carrier)(game) === crewHostOf(place.carrier)(game)));

// Rulebook 7.1 Move and 10.2.10: a player's personnel on a planet, or aboard an opponent's ship or facility,
// form Away Teams; incompatible personnel split into separate Away Teams. Rulings "carried ships": aboard a ship
// carried by an opponent's ship they are intruders of the carrying ship
/**
 * The player's Away Teams at a location: on the planet surface, then aboard each opposing ship or facility there
 * (and the ships it carries). Each personnel joins the first team whose members are all compatible with it.
 * @category operations
 */
export const awayTeamsAt =
  (location: LocationId, player: PlayerId) =>
  (game: GameState): ReadonlyArray<ReadonlyArray<CardId>> => {
    const groups = carriersHere(location)(game)
      .filter((host) => getCard(host)(game).controller !== player)
      .map((host) => aboardCrewHost(host)(game));
    return [
      ...awayTeamsOnPlanet(location, player)(game),
      ...groups.flatMap((cards) => splitCompatible(personnelIn(cards, player, game), game)),
    ];
  };

/**
 * The player's Away Teams on the planet surface at a location: the first of `awayTeamsAt`'s teams.
 * @category operations
 */
export const awayTeamsOnPlanet =
  (location: LocationId, player: PlayerId) =>
  (game: GameState): ReadonlyArray<ReadonlyArray<CardId>> =>
    splitCompatible(personnelIn(cardsInZone({ kind: 'planetSurface', location })(game), player, game), game);

// Rulebook 10.2.1 Stopped: when your ship is stopped (or unstopped), your crew aboard is too
/**
 * Stops or unstops a card; a ship's crew follows it.
 * @category operations
 */
export const setStopped =
  (id: CardId, stopped: boolean) =>
  (game: GameState): GameState => {
    const crew = blueprintOf(id)(game).type === 'Ship' ? crewOf(id)(game) : [];
    return updateCards([id, ...crew], (card) => ({ ...card, stopped }))(game);
  };

// Rulebook 10.2.1 Stopped: stopped cards become unstopped automatically at the start of either player's next turn
/**
 * Unstops every stopped card (start of each turn).
 * @category operations
 */
export const unstopAll = (game: GameState): GameState => {
  const stopped = Object.values(game.cards).filter((card) => card.stopped);
  return updateCards(
    stopped.map((card) => card.id),
    (card) => ({ ...card, stopped: false }),
  )(game);
};

/**
 * Places a card in (or releases it from) a status: disabled (10.2.3), stasis (10.2.4) or house arrest (10.2.10).
 * @category operations
 */
export const setStatus =
  (id: CardId, status: Status, on: boolean) =>
  (game: GameState): GameState =>
    updateCard(id, (card) => ({ ...card, [status]: on }))(game);

// Helpers

const placeOf =
  (id: CardId) =>
  (game: GameState): O.Option<Place> => {
    const zone = getCard(id)(game).zone;
    switch (zone.kind) {
      case 'aboard':
        return O.some(zone.site === undefined ? { kind: 'aboard', carrier: zone.carrier } : zone);
      case 'planetSurface':
        return O.some({ kind: 'surface', location: zone.location });
      case 'atLocation':
        return O.some({ kind: 'space', location: zone.location });
      case 'docked':
        return O.map((location: LocationId): Place => ({ kind: 'space', location }))(locationOf(id)(game));
      // Rulebook 12.4: ships are present with the ships and facilities at their location "(except carried ships)"
      case 'carried':
        return O.some({ kind: 'carried' });
      case 'spaceline':
        return O.some({ kind: 'mission', location: zone.location });
      case 'playedOn':
        return placeOf(zone.host)(game);
      default:
        return O.none;
    }
  };

/** One direction of `isPresentWith`: is `a` at `pa` present with `b` at `pb`. */
const placed = (a: CardId, pa: Place, b: CardId, pb: Place, game: GameState): boolean => {
  if (pa.kind === 'aboard') {
    const crew = crewHostOf(pa.carrier)(game);
    if (pb.kind === 'aboard') return crew === crewHostOf(pb.carrier)(game) && pa.site === pb.site;
    if (pa.carrier === b || crew === b || pa.site === b) return true;
    return (
      pb.kind === 'mission' &&
      isHere(pa.carrier, pb.location)(game) &&
      (isSpaceLocation(pb.location, game) || standsOnPlanet(pa.carrier, game))
    );
  }
  if (pa.kind === 'carried' || pb.kind === 'carried') return false;
  if (pb.kind === 'aboard' || pa.location !== pb.location) return false;
  if (pa.kind === 'surface' && pb.kind === 'surface') return sameAwayTeam(a, b, game);
  if (pa.kind === 'space' && pb.kind === 'mission')
    return isSpaceLocation(pa.location, game) || standsOnPlanet(a, game);
  return pa.kind === pb.kind || (pa.kind === 'surface' && pb.kind === 'mission');
};

/** Opposing cards on one planet are present together; your own personnel only within one Away Team. */
const sameAwayTeam = (a: CardId, b: CardId, game: GameState): boolean => {
  const ca = getCard(a)(game);
  if (ca.controller !== getCard(b)(game).controller || ca.zone.kind !== 'planetSurface') return true;
  const teams = awayTeamsAt(ca.zone.location, ca.controller)(game);
  const ta = teams.find((team) => team.includes(a));
  const tb = teams.find((team) => team.includes(b));
  return ta === undefined || tb === undefined || ta === tb;
};

// Rulebook 12.4: "Planet facilities and landed ships are present with the planet" (7.1.6 Land: `landed` in space)
/** Whether a ship or facility stands on its location's planet: a headquarters, or a landed ship. */
const standsOnPlanet = (id: CardId, game: GameState): boolean => {
  const card = getCard(id)(game);
  return (card.landed === true && card.zone.kind === 'atLocation') || isPlanetFacility(id)(game);
};

/** A space (or space/planet) location: crews and ships there are present with it. */
const isSpaceLocation = (location: LocationId, game: GameState): boolean => {
  const missions = game.locations[location]?.missions ?? [];
  return missions.some((m) => {
    const blueprint = blueprintOf(m)(game);
    return 'missionType' in blueprint && blueprint.missionType !== 'planet';
  });
};

/**
 * The player's personnel among the cards; captives are in no crew or Away Team of their owner (Rulebook "Capture"),
 * infiltrators in none of their controller's and act with their hosts only when asked (domain/infiltration/infiltration.ts).
 */
const personnelIn = (
  cards: ReadonlyArray<CardId>,
  player: PlayerId,
  game: GameState,
): ReadonlyArray<CardId> =>
  cards.filter((id) => {
    const card = getCard(id)(game);
    return (
      card.controller === player &&
      card.captive === undefined &&
      (card.infiltration === undefined || card.infiltration.exposed === true) &&
      blueprintOf(id)(game).type === 'Personnel'
    );
  });

const splitCompatible = (
  personnel: ReadonlyArray<CardId>,
  game: GameState,
): ReadonlyArray<ReadonlyArray<CardId>> => {
  const teams: CardId[][] = [];
  for (const id of personnel) {
    const { controller } = getCard(id)(game);
    const affiliation = affiliationOf(id)(game);
    const team = teams.find((t) =>
      t.every((other) =>
        areAffiliationsCompatibleFor(controller, affiliation, affiliationOf(other)(game))(game),
      ),
    );
    if (team === undefined) teams.push([id]);
    else team.push(id);
  }
  return teams;
};
