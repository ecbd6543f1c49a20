// Rulebook 7.1.4 Dock & Undock: your staffed ships dock at (and undock from) your outposts, using no RANGE and as
// often as you like; docked ships borrow half the facility's SHIELDS and may not attempt missions or fire WEAPONS.
//
// Docking is allowed at outposts and at facilities whose text says ships may dock (Tellarite Trading Post); at a
// station with sites, only at a site whose text lets the ship dock (and undock), any player's station ("Sites": "Place
// docked ships … atop the site card"; domain/sites/permissions.ts). Headquarters docking is not implemented.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { affiliationOf } from '../cards-in-play/affiliation';
import { areCompatible } from '../cards-in-play/compatibility';
import { settleAfterMove } from '../cards-in-play/house-arrest';
import { isInStasis, isStopped } from '../cards-in-play/presence';
import { attribute } from '../cards-in-play/skills';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  locationOf,
  moveCard,
  type PlayerId,
  updateCard,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { siteOfZone, stationOfSite } from '../core/zone-site';
import { checkSiteShipAction, undockBoarders } from '../sites/permissions';
import { siteChoices } from '../sites/places';
import { checkMayBoard } from './boarding';
import { checkNotCloaked } from './cloak';
import { isLanded } from './land';
import { isPhased } from './phasing';
import { carriersAt, carriersOf, checkYourShip, mayFly } from './places';
import { checkStaffed } from './staffing';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Dock your ship at your facility at the same location (7.1.4), at one of its sites if it has sites. */
export interface DockShip {
  readonly type: 'ship.dock';
  readonly player: PlayerId;
  readonly ship: CardId;
  readonly facility: CardId;
  /** Rulebook "Sites": the site of a station with sites the ship docks at (absent elsewhere). */
  readonly site?: CardId;
}

/** Undock your docked ship: it stays in space at the facility's location (7.1.4). */
export interface UndockShip {
  readonly type: 'ship.undock';
  readonly player: PlayerId;
  readonly ship: CardId;
  /**
   * Docking Ports, Pylons, Pads: "(just before undocking, that personnel may board ship)": the Computer Skill personnel
   * at the site who lets the ship undock boards it first (absent: no one boards).
   */
  readonly boarding?: CardId;
}

export type DockCommand = DockShip | UndockShip;

const RULE = '7.1.4 Dock & Undock';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 7.1.4 Dock & Undock: your outposts allow your ships to dock (and facilities whose text says so)
/**
 * Whether ships may dock at a facility: an outpost, or a facility whose text says ships may dock there.
 * @category predicates
 */
export const allowsDocking =
  (facility: CardId) =>
  (game: GameState): boolean => {
    const blueprint = blueprintOf(facility)(game);
    return (
      blueprint.type === 'Facility' &&
      (blueprint.facilityKind === 'Outpost' || /\bships may dock\b/i.test(blueprint.text))
    );
  };

/**
 * Whether a ship is docked at a facility.
 * @category predicates
 */
export const isDocked =
  (ship: CardId) =>
  (game: GameState): boolean =>
    getCard(ship)(game).zone.kind === 'docked';

// Rulebook 7.1.4 Dock & Undock: docked ships may not attempt missions or fire WEAPONS (even to return fire)
/**
 * Right when the ship is not docked, else the rule: it may not attempt a mission or fire WEAPONS.
 * @category predicates
 */
export const checkUndocked =
  (ship: CardId) =>
  (game: GameState): E.Either<RuleError, void> =>
    isDocked(ship)(game)
      ? E.left(
          ruleError(
            RULE,
            `${blueprintOf(ship)(game).title} is docked: it may not attempt missions or fire WEAPONS`,
          ),
        )
      : E.right(undefined);

// Rulebook 7.1.4 Dock & Undock: only a staffed, unstopped ship, compatible with your facility, docks or undocks (7.6:
// never a phased ship)
/**
 * Right when the player may dock (or undock) the ship now.
 * @category predicates
 */
export const checkDock =
  (command: DockCommand) =>
  (game: GameState): E.Either<RuleError, void> => {
    const ship = checkYourShip(RULE, command.player, command.ship)(game);
    if (E.isLeft(ship)) return ship;
    const card = ship.right;
    const title = blueprintOf(command.ship)(game).title;
    // Rulebook "Carried ships": a carried ship is launched (a movement action of its own) before it may dock
    if (card.zone.kind === 'carried')
      return E.left(
        ruleError(
          'Carried ships',
          `${title} is carried aboard ${blueprintOf(card.zone.carrier)(game).title}: launch it first`,
        ),
      );
    const facility = facilityOf(command)(game);
    if (facility === null)
      return E.left(
        ruleError(RULE, command.type === 'ship.dock' ? `${title} is not in space` : `${title} is not docked`),
      );
    const where = checkFacility(command, facility)(game);
    if (E.isLeft(where)) return where;
    if (command.type === 'ship.dock' && isLanded(command.ship)(game))
      return E.left(ruleError(RULE, `${title} is landed`));
    // Rulebook 7.6 phasing: "A phased ship may not land or dock"
    if (command.type === 'ship.dock' && isPhased(command.ship)(game))
      return E.left(ruleError('7.6 Cloak', `${title} is phased: a phased ship may not dock`));
    if (card.stopped)
      return E.left(ruleError('10.2.1 Stopped', `${title} is stopped and may not dock or undock`));
    if (isInStasis(command.ship)(game)) return E.left(ruleError('10.2.4 Stasis', `${title} is in stasis`));
    if (command.type === 'ship.undock' && command.boarding !== undefined) {
      const boarding = checkBoarding(command, command.boarding)(game);
      // "just before undocking": the ship undocks staffed with the personnel who boarded
      return E.isLeft(boarding)
        ? boarding
        : checkStaffed(command.ship)(board(command.ship, command.boarding)(game));
    }
    return checkStaffed(command.ship)(game);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Records that a ship docks now (7.1.4 Dock & Undock), the start of its time docked for repairs
 * (7.5.2, domain/battle-rules/repair.ts).
 * @category operations
 */
export const markDocked =
  (ship: CardId) =>
  (game: GameState): GameState =>
    updateCard(ship, (card) => ({ ...card, dockedOnTurn: game.turn.number }))(game);

// Rulebook 7.1.4 Dock & Undock: while docked, your ship gains SHIELDS equal to 50% of the facility's SHIELDS
/**
 * A ship's or facility's SHIELDS after modifiers, plus half the SHIELDS of the facility a ship is docked at
 * (not rounded: the rulebook states no rounding). Battle and dilemmas use this value.
 * @category operations
 */
export const effectiveShields =
  (id: CardId) =>
  (game: GameState): number => {
    const own = attribute(id, 'SHIELDS')(game);
    const zone = getCard(id)(game).zone;
    return zone.kind === 'docked' ? own + attribute(zone.facility, 'SHIELDS')(game) / 2 : own;
  };

/**
 * The game after a legal dock (the ship goes under the facility) or undock (back in space at its location).
 * @category operations
 */
export const dock =
  (command: DockCommand) =>
  (game: GameState): GameState => {
    if (command.type === 'ship.dock')
      return markDocked(command.ship)(
        moveCard(command.ship, {
          kind: 'docked',
          facility: command.facility,
          ...(command.site === undefined ? {} : { site: command.site }),
        })(game),
      );
    const boarded = command.boarding === undefined ? game : board(command.ship, command.boarding)(game);
    const zone = getCard(command.ship)(boarded).zone;
    const location = zone.kind === 'docked' ? getCard(zone.facility)(boarded).zone : zone;
    if (location.kind !== 'atLocation')
      throw new Error(`undock: ${command.ship} is not docked at a location`);
    return moveCard(command.ship, location)(boarded);
  };

/**
 * Every legal dock and undock, exactly (`checkDock` holds for each): for each of the player's ships that may fly,
 * undock when docked, else dock (unlanded, unphased) at each card at its location that `checkFacility` allows.
 * Carried ships, which `carriersOf` leaves out, launch before they dock (Rulebook "Carried ships").
 * @category operations
 */
export const dockCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<DockCommand> =>
    carriersOf(
      player,
      'Ship',
    )(game).flatMap((ship): ReadonlyArray<DockCommand> => {
      const zone = getCard(ship)(game).zone;
      if (!mayFly(ship)(game)) return [];
      const commands: ReadonlyArray<DockCommand> =
        zone.kind === 'docked'
          ? [{ type: 'ship.undock', player, ship }, ...boardingUndocks(player, ship, game)]
          : zone.kind === 'atLocation' && !isLanded(ship)(game) && !isPhased(ship)(game)
            ? carriersAt(zone.location)(game).flatMap((facility): ReadonlyArray<DockCommand> => {
                // Rulebook "Sites": at each site of a station with sites (checked by `checkFacility`)
                const sites = siteChoices(facility, game);
                if (sites[0] !== undefined)
                  return sites.map((site) => ({ type: 'ship.dock', player, ship, facility, site }));
                // `checkFacility` refuses the others: only the player's cards that ships may dock at
                return getCard(facility)(game).controller === player && allowsDocking(facility)(game)
                  ? [{ type: 'ship.dock', player, ship, facility }]
                  : [];
              })
            : [];
      return commands.filter((command) => {
        const facility = facilityOf(command)(game);
        return facility !== null && E.isRight(checkFacility(command, facility)(game));
      });
    });

// Helpers

// Docking sites: "(just before undocking, that personnel may board ship)": the undocks with each personnel who may
const boardingUndocks = (player: PlayerId, ship: CardId, game: GameState): ReadonlyArray<UndockShip> => {
  const site = siteOfZone(getCard(ship)(game).zone);
  if (site === undefined) return [];
  return undockBoarders(
    ship,
    site,
    player,
  )(game)
    .map((boarding): UndockShip => ({ type: 'ship.undock', player, ship, boarding }))
    .filter((command) => E.isRight(checkDock(command)(game)));
};

// Rulebook 10.2.1 Stopped (a stopped personnel may not move) and "Compatible" (boarding your own ship)
const checkBoarding =
  (command: UndockShip, boarding: CardId) =>
  (game: GameState): E.Either<RuleError, void> => {
    const site = siteOfZone(getCard(command.ship)(game).zone);
    const name = game.cards[boarding] === undefined ? boarding : blueprintOf(boarding)(game).title;
    if (site === undefined || !undockBoarders(command.ship, site, command.player)(game).includes(boarding))
      return E.left(
        ruleError(
          'Sites',
          `${name} is no Computer Skill personnel of yours unopposed at the site letting the ship undock`,
        ),
      );
    if (isStopped(boarding)(game))
      return E.left(ruleError('10.2.1 Stopped', `${name} is stopped and may not board the ship`));
    return checkMayBoard(boarding, command.ship)(game);
  };

/** The personnel moved aboard the ship (leaving the site), house arrest there settled (Rulebook 10.2.10). */
const board =
  (ship: CardId, personnel: CardId) =>
  (game: GameState): GameState => {
    const from = getCard(personnel)(game).zone;
    return settleAfterMove(personnel, from)(moveCard(personnel, { kind: 'aboard', carrier: ship })(game));
  };

/** The facility the command docks at (when the ship is in space) or undocks from (when docked), or null. */
const facilityOf =
  (command: DockCommand) =>
  (game: GameState): CardId | null => {
    const zone = getCard(command.ship)(game).zone;
    if (command.type === 'ship.undock') return zone.kind === 'docked' ? zone.facility : null;
    return zone.kind === 'atLocation' ? command.facility : null;
  };

// Rulebook 7.1.4: your (compatible) outpost at the same location; Rulings "commandeering": no undocking from an
// opponent's facility; 7.6: no docking with or undocking from a cloaked card
const checkFacility =
  (command: DockCommand, facility: CardId) =>
  (game: GameState): E.Either<RuleError, void> => {
    const site = command.type === 'ship.dock' ? command.site : siteOfZone(getCard(command.ship)(game).zone);
    if (site !== undefined || (command.type === 'ship.dock' && siteChoices(facility, game)[0] !== undefined))
      return checkSite(command, facility, site)(game);
    const found = game.cards[facility];
    const title = blueprintOf(command.ship)(game).title;
    if (found === undefined || found.zone.kind !== 'atLocation' || !allowsDocking(facility)(game))
      return E.left(ruleError(RULE, `${facility} is not a facility in play that ships may dock at`));
    const name = blueprintOf(facility)(game).title;
    if (found.controller !== command.player) return E.left(ruleError(RULE, `${name} is not your facility`));
    const here = locationOf(command.ship)(game);
    if (O.isNone(here) || here.value !== found.zone.location)
      return E.left(ruleError(RULE, `${title} is not at ${name}'s location`));
    if (command.type === 'ship.dock' && !areCompatible(command.ship, facility)(game))
      return E.left(ruleError(RULE, `${title} is not compatible with ${name}`));
    return checkNotCloaked(facility, 'no ship may dock with or undock from it')(game);
  };

// Rulebook "Sites" and 7.1.4: at a station with sites, the site's text says which ships may dock and undock there
const checkSite =
  (command: DockCommand, facility: CardId, site: CardId | undefined) =>
  (game: GameState): E.Either<RuleError, void> => {
    const station = site === undefined ? O.none : stationOfSite(site)(game);
    const name = blueprintOf(facility)(game).title;
    if (O.isNone(station) || station.value !== facility)
      return E.left(ruleError(RULE, `${name} has sites: a ship docks at one of them`));
    const here = locationOf(command.ship)(game);
    if (
      O.isNone(here) ||
      O.isNone(locationOf(facility)(game)) ||
      here.value !== O.toUndefined(locationOf(facility)(game))
    )
      return E.left(ruleError(RULE, `${blueprintOf(command.ship)(game).title} is not at ${name}'s location`));
    const action = command.type === 'ship.dock' ? 'dock' : 'undock';
    const allowed = checkSiteShipAction(
      action,
      command.ship,
      affiliationOf(command.ship)(game),
      site as CardId,
      command.player,
    )(game);
    return E.isLeft(allowed)
      ? allowed
      : checkNotCloaked(facility, 'no ship may dock with or undock from it')(game);
  };
