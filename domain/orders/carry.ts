// Rulebook "Carried ships" (7.1 Move): "Some cards, such as Engage Shuttle Operations, permit ships to be carried aboard
// other ships. Like docking and undocking, launching and recovering a carried ship is a movement action that uses no
// RANGE, which requires the carried ship to be fully staffed." Recovering is the `ship.load` order (the cards say
// "loaded"), launching `ship.launch`. A carried ship is in the zone `carried` of its carrier: it moves with it, is
// present with no other ship or facility (12.4, domain/cards-in-play/presence.ts), is in no location's space (so it attempts no
// mission, battles no one, cannot be targeted like a docked ship: Rulings "carried ships") and its crew is also the
// carrier's crew (Rulings "carried ships"); destroyed, it damages its carrier (domain/cards-in-play/leave-play.ts `destroy`).
//
// Both ships are the player's, in space at one location (undocked, unlanded): the cards speak of "your" ships.
// A carried ship is a place (domain/orders/places.ts): personnel walk between it and its carrier, and beam on or off
// it (not while its carrier is cloaked: 7.6, domain/orders/beam.ts).
import * as E from 'fp-ts/Either';
import type { Blueprint } from '../../cards/blueprint';
import { hasCharacteristic } from '../cards-in-play/characteristics';
import { isEquipmentOffLine } from '../cards-in-play/off-line';
import { crewOf, isInStasis } from '../cards-in-play/presence';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  moveCard,
  type PlayerId,
} from '../core/game-state';
import { allowancesOf, allowed } from '../core/permissions';
import { mayBeAnswered } from '../core/query-points';
import { type RuleError, ruleError } from '../core/rule-error';
import { checkMayBoard } from './boarding';
import { checkNotCloaked } from './cloak';
import { isLanded } from './land';
import { carriersOf, checkYourShip, mayFly } from './places';
import { checkStaffed } from './staffing';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Load (recover) your ship aboard your other ship at the same location, which then carries it. */
export interface LoadShip {
  readonly type: 'ship.load';
  readonly player: PlayerId;
  readonly ship: CardId;
  readonly carrier: CardId;
}

/** Launch your carried ship: it is in space at its carrier's location. */
export interface LaunchShip {
  readonly type: 'ship.launch';
  readonly player: PlayerId;
  readonly ship: CardId;
}

export type CarryCommand = LoadShip | LaunchShip;

const RULE = 'Carried ships';
const TRACTOR_BEAM = 'Tractor Beam';

/** A Tractor Beam that "cannot carry ships aboard", but perhaps those it names ("except shuttlepods"). */
export const TRACTOR_BEAM_LIMIT = /Tractor Beam \(cannot carry ships aboard(?: except (\w+))?\)/i;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a ship is carried aboard another ship.
 * @category predicates
 */
export const isCarried =
  (ship: CardId) =>
  (game: GameState): boolean =>
    getCard(ship)(game).zone.kind === 'carried';

// Engage Shuttle Operations: "your ships with Tractor Beam"; "Tractor Beam (cannot carry ships aboard except
// shuttlepods)" limits what that Tractor Beam carries
/**
 * Whether a carrier's Tractor Beam may carry the ship: it has one, and its text does not say it cannot carry that ship.
 * @category predicates
 */
export const tractorBeamCarries = (carrier: Blueprint, ship: Blueprint): boolean => {
  if (carrier.type !== 'Ship') return false;
  if (!carrier.specialEquipment.includes(TRACTOR_BEAM) && !carrier.characteristics.includes(TRACTOR_BEAM))
    return false;
  const limit = TRACTOR_BEAM_LIMIT.exec(carrier.text);
  if (limit === null) return true;
  const except = limit[1];
  return except !== undefined && hasCharacteristic(except.replace(/s$/i, ''))(ship);
};

// Rulebook "Carried ships": "Some cards … permit ships to be carried aboard other ships" (`allow('carry')`), by the
// carrier's Tractor Beam where the card says so
/**
 * Whether a card in play (able to act) lets the ship be loaded aboard, carried by and launched from the carrier.
 * @category predicates
 */
export const mayCarry =
  (ship: CardId, carrier: CardId) =>
  (game: GameState): boolean =>
    allowancesOf('carry', { player: getCard(ship)(game).controller, card: ship, carrier })(game).some(
      (allowance) => allowance.tractorBeam !== true || tractorBeamWorks(carrier, ship, game),
    );

// Rulebook "Carried ships": a movement using no RANGE (like docking), by a fully staffed ship; loading only as a card
// permits (a carried ship may always launch);
// 7.6: no cloaked or phased card loads, launches or carries ("Phased ships may not move except by using RANGE")
/**
 * Right when the player may load the ship aboard the carrier (or launch it from the carrier carrying it) now.
 * @category predicates
 */
export const checkCarry =
  (command: CarryCommand) =>
  (game: GameState): E.Either<RuleError, void> => {
    const ship = checkYourShip(RULE, command.player, command.ship)(game);
    if (E.isLeft(ship)) return ship;
    const title = blueprintOf(command.ship)(game).title;
    const zone = ship.right.zone;
    const carrier =
      command.type === 'ship.load' ? command.carrier : zone.kind === 'carried' ? zone.carrier : null;
    if (carrier === null) return E.left(ruleError(RULE, `${title} is not carried`));
    const where = command.type === 'ship.load' ? checkLoadable(command)(game) : E.right(undefined);
    if (E.isLeft(where)) return where;
    const space = checkInSpace(command.player, carrier)(game);
    if (E.isLeft(space)) return space;
    const hidden = checkNotCloaked(carrier, 'no ship may be loaded aboard or launched from it')(game);
    if (E.isLeft(hidden)) return hidden;
    // a ship already aboard (reported aboard by a card's text, or whose permission left play) may still launch
    if (command.type === 'ship.load' && !mayCarry(command.ship, carrier)(game))
      return E.left(
        ruleError(RULE, `No card in play lets ${title} be carried by ${blueprintOf(carrier)(game).title}`),
      );
    if (ship.right.stopped)
      return E.left(ruleError('10.2.1 Stopped', `${title} is stopped and may not move`));
    if (isInStasis(command.ship)(game)) return E.left(ruleError('10.2.4 Stasis', `${title} is in stasis`));
    if (command.type === 'ship.load') {
      const joins = checkJoinsCrew(command.ship, carrier)(game);
      if (E.isLeft(joins)) return joins;
    }
    return checkStaffed(command.ship)(game);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal load (the ship carried by its carrier, crew and all) or launch (in space at the location).
 * @category operations
 */
export const carry =
  (command: CarryCommand) =>
  (game: GameState): GameState => {
    if (command.type === 'ship.load')
      return moveCard(command.ship, { kind: 'carried', carrier: command.carrier })(game);
    const zone = getCard(command.ship)(game).zone;
    const space = zone.kind === 'carried' ? getCard(zone.carrier)(game).zone : zone;
    if (space.kind !== 'atLocation') throw new Error(`launch: ${command.ship} is not carried in space`);
    return moveCard(command.ship, space)(game);
  };

/**
 * Every legal load and launch, exactly (`checkCarry` holds for each): with a card in play that permits carrying, each
 * of the player's ships in space that may fly, loaded aboard each other ship of theirs there; and each carried ship
 * of theirs launched.
 * @category operations
 */
export const carryCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<CarryCommand> => {
    const loading = mayBeAnswered(allowed.carry)(game);
    const inSpace = carriersOf(
      player,
      'Ship',
    )(game).filter((s) => getCard(s)(game).zone.kind === 'atLocation');
    const commands: CarryCommand[] = [];
    for (const carrier of inSpace) {
      for (const ship of loading ? inSpace : [])
        if (ship !== carrier && mayFly(ship)(game))
          commands.push({ type: 'ship.load', player, ship, carrier });
      for (const ship of carriedBy(carrier, game))
        if (getCard(ship)(game).controller === player) commands.push({ type: 'ship.launch', player, ship });
    }
    return commands.filter((command) => E.isRight(checkCarry(command)(game)));
  };

// Helpers

const carriedBy = (carrier: CardId, game: GameState): ReadonlyArray<CardId> =>
  cardsIn({ kind: 'carried', carrier })(game);

// Rulebook 7.5: a damage marker's "Tractor beam off line" (domain/battle-rules/off-line.ts)
/**
 * Whether the carrier's tractor beam may carry the ship: its text's limits, and not off line.
 * @category predicates
 */
export const tractorBeamWorks = (carrier: CardId, ship: CardId, game: GameState): boolean =>
  tractorBeamCarries(blueprintOf(carrier)(game), blueprintOf(ship)(game)) &&
  !isEquipmentOffLine(carrier, TRACTOR_BEAM)(game);

/** The ship to load is in space (not docked, landed or carried) and not cloaked or phased (7.6). */
const checkLoadable =
  (command: LoadShip) =>
  (game: GameState): E.Either<RuleError, void> => {
    const title = blueprintOf(command.ship)(game).title;
    const zone = getCard(command.ship)(game).zone;
    if (command.ship === command.carrier) return E.left(ruleError(RULE, `${title} cannot carry itself`));
    if (zone.kind === 'carried') return E.left(ruleError(RULE, `${title} is already carried`));
    if (zone.kind !== 'atLocation' || isLanded(command.ship)(game))
      return E.left(ruleError(RULE, `${title} is not in space: it may be loaded only from space`));
    const carrierZone = game.cards[command.carrier]?.zone;
    if (carrierZone?.kind === 'atLocation' && carrierZone.location !== zone.location)
      return E.left(ruleError(RULE, `${title} is not at the carrier's location`));
    // Rulebook 7.6: cloaked cards ignore abilities that "acknowledge their current location"; phased ships "may not
    // move except by using RANGE"
    return checkNotCloaked(command.ship, 'it may not be loaded aboard a ship')(game);
  };

/** The carrier is the player's ship in space: not docked, landed or itself carried. */
const checkInSpace =
  (player: PlayerId, carrier: CardId) =>
  (game: GameState): E.Either<RuleError, void> => {
    const found = checkYourShip(RULE, player, carrier)(game);
    if (E.isLeft(found)) return found;
    return found.right.zone.kind === 'atLocation' && !isLanded(carrier)(game)
      ? E.right(undefined)
      : E.left(ruleError(RULE, `${blueprintOf(carrier)(game).title} is not in space to carry ships`));
  };

// Rulebook "Compatible" and Rulings "carried ships": the carried ship and its crew join the carrier's crew
const checkJoinsCrew =
  (ship: CardId, carrier: CardId) =>
  (game: GameState): E.Either<RuleError, void> => {
    for (const card of [ship, ...crewOf(ship)(game)]) {
      const boards = checkMayBoard(card, carrier)(game);
      if (E.isLeft(boards)) return boards;
    }
    return E.right(undefined);
  };
