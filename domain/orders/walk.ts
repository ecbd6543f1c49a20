// Rulebook 7.1.2 Walk: at a facility, your personnel walk on or off your ships docked there (embark, disembark); on a
// planet, they walk in or out of your facilities or landed ships there (enter, exit); with no limit per turn.
// "Carried ships": like a docked ship, a carried ship's crew walks between it and its carrier.
// A facility is on the planet when it is a headquarters (as in `presence.ts`). "At a station with sites, personnel may
// walk from one site to another (they must pass through each site in between, but do not have to stop at each)": one
// command from a site to any other of the station (no site text that hinders passing through is implemented), and
// embarking or disembarking is between a ship and the site it is docked at. One card per command, as for beaming (see
// `beam.ts`); Rulings "movement – personnel": equipment may move with them, so it walks too.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { isPlanetFacility } from '../cards-in-play/presence';
import { blueprintOf, type CardId, type GameState, getCard, type PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { cardsInZone } from '../core/zone-index';
import { siteOfZone } from '../core/zone-site';
import { isNor, sitesOf } from '../sites/station-sites';
import { locationRows } from '../time-travel/time-locations';
import { checkNotCloaked } from './cloak';
import { isLanded } from './land';
import {
  arrive,
  type CardMove,
  carriersAt,
  checkMayArrive,
  checkMayArriveIn,
  checkMayMoveFrom,
  isPlanetLocation,
  moversIn,
  type Place,
  zoneOfPlace,
} from './places';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Walk one of your personnel or equipment cards between a facility and a ship docked there, or a planet surface
 * and a facility or landed ship on it (7.1.2). */
export type WalkCard = CardMove<'card.walk'>;

const RULE = '7.1.2 Walk';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a ship or facility stands on its location's planet: a landed ship or a headquarters.
 * @category predicates
 */
export const isOnPlanet =
  (carrier: CardId) =>
  (game: GameState): boolean =>
    isLanded(carrier)(game) || isPlanetFacility(carrier)(game);

// Rulebook 7.1.2 Walk: between a facility and your ship docked there (or a ship and your ship it carries, "Carried
// ships"), or a planet and your facility or landed ship on it; 7.6: never on or off a cloaked card
/**
 * Right when the player's cards may walk from one place to the other.
 * @category predicates
 */
export const checkWalkRoute =
  (player: PlayerId, from: Place, to: Place) =>
  (game: GameState): E.Either<RuleError, void> => {
    const a = zoneOfPlace(from)(game);
    const b = zoneOfPlace(to)(game);
    if (O.isNone(a) || O.isNone(b)) return E.left(ruleError(RULE, `Cannot walk from ${from} to ${to}`));
    const carriers = [a.value, b.value].flatMap((z) => (z.kind === 'aboard' ? [z.carrier] : []));
    const surface = [a.value, b.value].find((z) => z.kind === 'planetSurface');
    const [x, y] = carriers;
    const [siteA, siteB] = [siteOfZone(a.value), siteOfZone(b.value)];
    const ok =
      x !== undefined && y !== undefined
        ? x === y
          ? siteA !== undefined && siteB !== undefined && siteA !== siteB
          : docksAt(player, x, y, siteB)(game) ||
            docksAt(player, y, x, siteA)(game) ||
            carriedBy(player, x, y)(game) ||
            carriedBy(player, y, x)(game)
        : x !== undefined &&
          surface?.kind === 'planetSurface' &&
          planetside(player, x, surface.location)(game);
    if (!ok)
      return E.left(
        ruleError(
          RULE,
          'Walking is only between a facility (or site) and your ship docked there, a ship and your ship it carries, two sites of a station, or a planet and your card on it',
        ),
      );
    for (const carrier of carriers) {
      const cloaked = checkNotCloaked(carrier, 'nothing may embark on or disembark from it')(game);
      if (E.isLeft(cloaked)) return cloaked;
    }
    return E.right(undefined);
  };

/**
 * Right when the player may walk the card as the command says.
 * @category predicates
 */
export const checkWalk =
  (command: WalkCard) =>
  (game: GameState): E.Either<RuleError, void> => {
    const from = checkMayMoveFrom(RULE, command)(game);
    if (E.isLeft(from)) return from;
    const route = checkWalkRoute(command.player, command.from, command.to)(game);
    if (E.isLeft(route)) return route;
    return checkMayArrive(command.card, command.to)(game);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal walk: the card at its destination (stopped if it boards your stopped ship).
 * @category operations
 */
export const walk =
  (command: WalkCard) =>
  (game: GameState): GameState => {
    const to = zoneOfPlace(command.to)(game);
    if (O.isNone(to)) throw new Error(`walk: ${command.to} is not a place in play`);
    return arrive(command.card, to.value)(game);
  };

/**
 * Every legal walk, exactly (`checkWalk` holds for each): each of the player's cards that may move, on and off the
 * player's docked ships, in and out of their cards on planets, where it may arrive.
 * @category operations
 */
export const walkCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<WalkCard> => {
    const movers = moversOf(player, game);
    const walks: WalkCard[] = [];
    // both ways between each ship and the facility it is docked at, then each carrier and the planet surface
    const both = (p: CardId, q: CardId) =>
      walks.push(...walksFrom(player, p, q, movers)(game), ...walksFrom(player, q, p, movers)(game));
    for (const line of locationRows(game))
      for (const location of line ?? []) {
        const carriers = carriersAt(location)(game);
        if (carriers.length === 0) continue;
        for (const ship of carriers) {
          const card = getCard(ship)(game);
          if (card.zone.kind === 'docked' && card.controller === player)
            both(card.zone.site ?? card.zone.facility, ship);
          // Rulebook 7.1.2: between the sites of a station with sites
          const sites = isNor(blueprintOf(ship)(game)) ? sitesOf(ship)(game) : [];
          for (const from of sites)
            for (const to of sites) if (from !== to) walks.push(...walksFrom(player, from, to, movers)(game));
          for (const carried of cardsInZone({ kind: 'carried', carrier: ship })(game))
            if (getCard(carried)(game).controller === player) both(ship, carried);
        }
        if (isPlanetLocation(location)(game))
          for (const carrier of carriers)
            if (planetside(player, carrier, location)(game)) both(location, carrier);
      }
    return walks;
  };

// Helpers

/** `ship` is the player's, docked at `facility` (at its `site`, for a station with sites). */
const docksAt =
  (player: PlayerId, ship: CardId, facility: CardId, site: CardId | undefined) =>
  (game: GameState): boolean => {
    const card = getCard(ship)(game);
    return (
      card.controller === player &&
      card.zone.kind === 'docked' &&
      card.zone.facility === facility &&
      card.zone.site === site
    );
  };

/** `ship` is the player's, carried by `carrier`. */
const carriedBy =
  (player: PlayerId, ship: CardId, carrier: CardId) =>
  (game: GameState): boolean => {
    const card = getCard(ship)(game);
    return card.controller === player && card.zone.kind === 'carried' && card.zone.carrier === carrier;
  };

/** `carrier` is the player's, on the planet at `location`. */
const planetside =
  (player: PlayerId, carrier: CardId, location: CardId) =>
  (game: GameState): boolean => {
    const card = getCard(carrier)(game);
    return (
      card.controller === player &&
      card.zone.kind === 'atLocation' &&
      card.zone.location === location &&
      isOnPlanet(carrier)(game)
    );
  };

/** The player's cards at a place that may move (`checkMayMove`), each place asked once. */
const moversOf = (player: PlayerId, game: GameState): ((place: Place) => ReadonlyArray<CardId>) => {
  const found = new Map<Place, ReadonlyArray<CardId>>();
  return (place) => {
    let movers = found.get(place);
    if (movers === undefined) {
      const zone = zoneOfPlace(place)(game);
      movers = O.isSome(zone) ? moversIn(RULE, player, zone.value)(game) : [];
      found.set(place, movers);
    }
    return movers;
  };
};

const walksFrom =
  (player: PlayerId, from: Place, to: Place, movers: (place: Place) => ReadonlyArray<CardId>) =>
  (game: GameState): ReadonlyArray<WalkCard> => {
    const zone = zoneOfPlace(to)(game);
    if (O.isNone(zone) || E.isLeft(checkWalkRoute(player, from, to)(game))) return [];
    return movers(from)
      .filter((card) => E.isRight(checkMayArriveIn(card, zone.value)(game)))
      .map((card) => ({ type: 'card.walk', player, card, from, to }));
  };
