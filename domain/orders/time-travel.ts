// Rulebook "Time Travel": movement between a time location and a spaceline location, or between two time locations; "It
// is not legal unless expressly permitted or required by a card." 10.2.1 Stopped: stopped cards may not time travel.
// A card in play whose text lets ships time travel (`allow('timeTravel', …)`, the query point `timeTravel.allowed`; Slingshot Effect: "your [Films] ship may time
// travel between a time location and its corresponding spaceline location") gives the order `ship.timeTravel`, naming
// the card (`by`). It is movement (Rulebook 7.1): the ship must be staffed, undocked, unlanded, unstopped, not in stasis;
// it uses no RANGE (the card names none); its crew and cards aboard and on it go with it.
import * as E from 'fp-ts/Either';
import * as RA from 'fp-ts/ReadonlyArray';
import { record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  type LocationId,
  moveCard,
  type PlayerId,
} from '../core/game-state';
import { type Allowance, allowancesOf, allowed } from '../core/permissions';
import { mayBeAnswered } from '../core/query-points';
import { type RuleError, ruleError } from '../core/rule-error';
import { usedThisTurn, useThisTurn } from '../core/this-turn';
import {
  areCorresponding,
  correspondingLocation,
  isTimeLocation,
  timeLocationsOf,
} from '../time-travel/time-locations';
import { checkShipInSpace, isLanded } from './land';
import { checkShipMayLeave } from './move';
import { carriersOf, mayFly } from './places';
import { checkStaffed } from './staffing';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Time travel your ship between a time location and its corresponding spaceline location, as a card in play allows. */
export interface TimeTravelShip {
  readonly type: 'ship.timeTravel';
  readonly player: PlayerId;
  readonly ship: CardId;
  readonly to: LocationId;
  /** The card in play whose text allows it. */
  readonly by: CardId;
}

const TIME_TRAVEL = 'Time Travel';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Time Travel": between a time location and the spaceline location it corresponds to (the only way the
// declared cards allow)
/**
 * Right when `from` and `to` are a time location and its corresponding spaceline location, either way.
 * @category predicates
 */
export const checkCorresponding =
  (from: LocationId, to: LocationId) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (!isTimeLocation(from)(game) && !isTimeLocation(to)(game))
      return E.left(
        ruleError(TIME_TRAVEL, 'Time travel is movement between a time location and a spaceline location'),
      );
    return areCorresponding(from, to)(game) || areCorresponding(to, from)(game)
      ? E.right(undefined)
      : E.left(ruleError(TIME_TRAVEL, `${to} is not the location corresponding to ${from}`));
  };

// Rulebook "Time Travel": "not legal unless expressly permitted or required by a card"; Rulings "once each turn"
const checkPermission = (command: TimeTravelShip, game: GameState): E.Either<RuleError, void> => {
  const permission = allowanceOf(command, game);
  if (permission === undefined)
    return E.left(
      ruleError(
        TIME_TRAVEL,
        'Time travel is not legal unless a card in play expressly permits it for this ship',
      ),
    );
  if (permission.limit === 'onceEachTurn' && usedThisTurn(command.player, keyOf(permission))(game))
    return E.left(
      ruleError('Rulings "once each turn"', `${permission.title} allowed a time travel this turn already`),
    );
  return E.right(undefined);
};

/**
 * Right when the player may order the ship to time travel to `to` now, else the rule it breaks.
 * @category predicates
 */
export const checkTimeTravel =
  (command: TimeTravelShip) =>
  (game: GameState): E.Either<RuleError, void> => {
    const from = checkShipInSpace(TIME_TRAVEL, command.player, command.ship)(game);
    if (E.isLeft(from)) return from;
    if (game.locations[command.to] === undefined)
      return E.left(ruleError(TIME_TRAVEL, `${command.to} is not a location in play`));
    const where = checkCorresponding(from.right, command.to)(game);
    if (E.isLeft(where)) return where;
    const free = checkShipMayLeave(command.ship)(game);
    if (E.isLeft(free)) return free;
    const permission = checkPermission(command, game);
    if (E.isLeft(permission)) return permission;
    return checkStaffed(command.ship)(game);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal time travel: the ship (and everything aboard) at the other location, the permission used.
 * @category operations
 */
export const timeTravel =
  (command: TimeTravelShip) =>
  (game: GameState): GameState => {
    const permission = allowanceOf(command, game);
    const moved = moveCard(command.ship, { kind: 'atLocation', location: command.to })(game);
    const used =
      permission?.limit === 'onceEachTurn' ? useThisTurn(command.player, keyOf(permission))(moved) : moved;
    return record(
      `${blueprintOf(command.ship)(game).title} time travels to ${locationTitle(command.to, game)}`,
      command.ship,
    )(used);
  };

/**
 * Every legal time travel of the player's ships, exactly: to the location corresponding to where each ship is, by each
 * card that allows it.
 * @category operations
 */
export const timeTravelCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<TimeTravelShip> => {
    if (!mayBeAnswered(allowed.timeTravel)(game)) return [];
    return carriersOf(
      player,
      'Ship',
    )(game).flatMap((ship) => {
      const zone = getCard(ship)(game).zone;
      if (zone.kind !== 'atLocation' || isLanded(ship)(game) || !mayFly(ship)(game)) return [];
      const destinations = isTimeLocation(zone.location)(game)
        ? RA.fromOption(correspondingLocation(zone.location)(game))
        : timeLocationsOf(zone.location)(game);
      return destinations.flatMap((to) =>
        allowancesOf('timeTravel', { player, card: ship })(game)
          .map((p): TimeTravelShip => ({ type: 'ship.timeTravel', player, ship, to, by: p.id }))
          .filter((command) => E.isRight(checkTimeTravel(command)(game))),
      );
    });
  };

// Helpers

// the card in play the command names, if it allows this ship to time travel (`allow('timeTravel', …)`)
const allowanceOf = (command: TimeTravelShip, game: GameState): Allowance | undefined =>
  allowancesOf('timeTravel', { player: command.player, card: command.ship })(game).find(
    (p) => p.id === command.by,
  );

const keyOf = (permission: Allowance): string => `timeTravel:${permission.title}`;

const locationTitle = (location: LocationId, game: GameState): string =>
  blueprintOf(game.locations[location]?.missions[0] ?? location)(game).title;
