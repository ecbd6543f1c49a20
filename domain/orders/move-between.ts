// Rulebook 7.1 Move ("by other means … cards that allow it"): a card in play whose text lets ships move between two
// locations (`allow('moveBetween', { between, thenStopped })`, the query point `moveBetween.allowed`; Barzan Wormhole:
// "Any ship may move between {Wormhole Terminus} mission and here, then is 'stopped.'") gives the order
// `ship.moveBetween`, naming the card (`by`): between the card's location and the location of a mission it names,
// either way, even from one quadrant to another. Rulings "passing locations": it moves "without using span numbers (e.g.,
// Wormhole)": no RANGE is used and no location passed. It is movement: the ship must be staffed, undocked, unlanded,
// unstopped and free to leave (10.2.1, 10.2.4); its crew and the cards aboard go with it; then it is stopped when the
// card says so (10.2.1).
import * as E from 'fp-ts/Either';
import { setStopped } from '../cards-in-play/presence';
import { record } from '../core/chronicle';
import { recordEvents } from '../core/game-events';
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
import { checkShipInSpace, isLanded } from './land';
import { checkShipMayLeave } from './move';
import { carriersOf, mayFly } from './places';
import { arrive } from './required-actions';
import { checkStaffed } from './staffing';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Move your ship between two locations a card in play names, as its text allows. */
export interface MoveShipBetween {
  readonly type: 'ship.moveBetween';
  readonly player: PlayerId;
  readonly ship: CardId;
  readonly to: LocationId;
  /** The card in play whose text allows it. */
  readonly by: CardId;
}

const RULE = '7.1 Move';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Right when the player may order the ship to move between its location and `to` as the card `by` allows, else the rule
 * it breaks.
 * @category predicates
 */
export const checkMoveBetween =
  (command: MoveShipBetween) =>
  (game: GameState): E.Either<RuleError, void> => {
    const from = checkShipInSpace(RULE, command.player, command.ship)(game);
    if (E.isLeft(from)) return from;
    const title = blueprintOf(command.ship)(game).title;
    const allowance = allowanceOf(command, game);
    if (allowance === undefined || !isBetween(allowance, from.right, command.to))
      return E.left(
        ruleError(RULE, `No card in play lets ${title} move between its location and ${command.to} this way`),
      );
    const free = checkShipMayLeave(command.ship)(game);
    if (E.isLeft(free)) return free;
    return checkStaffed(command.ship)(game);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal move between: the ship (and everything aboard) at the other location, stopped when the card
 * says so, its arrival recorded (`ship.arrived` by relocation) and a required move brought up to date.
 * @category operations
 */
export const moveBetween =
  (command: MoveShipBetween) =>
  (game: GameState): GameState => {
    const zone = getCard(command.ship)(game).zone;
    if (zone.kind !== 'atLocation') return game;
    const allowance = allowanceOf(command, game);
    const moved = moveCard(command.ship, { kind: 'atLocation', location: command.to })(game);
    const stopped = allowance?.thenStopped === true ? setStopped(command.ship, true)(moved) : moved;
    const chronicled = record(
      `${blueprintOf(command.ship)(game).title} moves to ${titleAt(command.to, game)} by ${allowance?.title ?? ''}`,
      command.ship,
    )(stopped);
    return recordEvents({ type: 'ship.arrived', ship: command.ship, by: 'relocation' })(
      arrive(command.ship, zone.location)(chronicled),
    );
  };

/**
 * Every legal move between of the player's ships, exactly: to the other end of each card's pair of locations.
 * @category operations
 */
export const moveBetweenCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<MoveShipBetween> => {
    if (!mayBeAnswered(allowed.moveBetween)(game)) return [];
    return carriersOf(
      player,
      'Ship',
    )(game).flatMap((ship) => {
      const zone = getCard(ship)(game).zone;
      if (zone.kind !== 'atLocation' || isLanded(ship)(game) || !mayFly(ship)(game)) return [];
      return allowancesOf('moveBetween', { player, card: ship })(game).flatMap((p) =>
        otherEnds(p, zone.location)
          .map((to): MoveShipBetween => ({ type: 'ship.moveBetween', player, ship, to, by: p.id }))
          .filter((command) => E.isRight(checkMoveBetween(command)(game))),
      );
    });
  };

// Helpers

// the card in play the command names, if it lets this ship move between locations
const allowanceOf = (command: MoveShipBetween, game: GameState): Allowance | undefined =>
  allowancesOf('moveBetween', { player: command.player, card: command.ship })(game).find(
    (p) => p.id === command.by,
  );

// "between … and here": from here to a location named, or back
const otherEnds = (allowance: Allowance, from: LocationId): ReadonlyArray<LocationId> => {
  const between = allowance.between;
  if (between === undefined) return [];
  if (from === between.here) return between.there.filter((to) => to !== from);
  return between.there.includes(from) ? [between.here] : [];
};

const isBetween = (allowance: Allowance, from: LocationId, to: LocationId): boolean =>
  otherEnds(allowance, from).includes(to);

const titleAt = (location: LocationId, game: GameState): string =>
  blueprintOf(game.locations[location]?.missions[0] ?? location)(game).title;
