// Rulebook 7 "giving orders" (7.1 Move and its subsections, moves between locations a card names, carried ships, 7.6
// Cloak and phasing, "Time Travel"): the orders the active player may give during
// their turn, as one decision rule that the play-phase turn decision composes. It does not mark `ordersBegun`.
import * as E from 'fp-ts/Either';
import type { DecisionRule } from '../core/decision';
import { recordEvents, type ShipMovement } from '../core/game-events';
import { type GameState, getCard, type PlayerId } from '../core/game-state';
import { ordersGiver } from '../core/infestation-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { type BeamCard, beam, beamCandidates, checkBeam } from './beam';
import { type CarryCommand, carry, carryCandidates, checkCarry } from './carry';
import { type CloakCommand, checkCloak, cloak, cloakCandidates } from './cloak';
import { checkDock, type DockCommand, dock, dockCandidates } from './dock';
import { checkLand, type LandCommand, land, landCandidates } from './land';
import { checkMove, type MoveShip, move, moveCandidates } from './move';
import { checkMoveBetween, type MoveShipBetween, moveBetween, moveBetweenCandidates } from './move-between';
import * as RequiredActions from './required-actions';
import { checkTimeTravel, type TimeTravelShip, timeTravel, timeTravelCandidates } from './time-travel';
import { checkWalk, type WalkCard, walk, walkCandidates } from './walk';

export { isCarried } from './carry';
export { checkNotCloaked } from './cloak';
export { checkUndocked, effectiveShields, isDocked } from './dock';
export { isLanded } from './land';
export { checkNotTargetingPhased, isPhased } from './phasing';
export { effectiveRange, rangeLeft, resetRange } from './turn-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Every order a player may give. */
export type OrderCommand =
  | BeamCard
  | WalkCard
  | DockCommand
  | MoveShip
  | LandCommand
  | CloakCommand
  | CarryCommand
  | TimeTravelShip
  | MoveShipBetween;

const commandTypes: ReadonlyArray<OrderCommand['type']> = [
  'card.beam',
  'card.walk',
  'ship.dock',
  'ship.undock',
  'ship.move',
  'ship.land',
  'ship.takeOff',
  'ship.cloak',
  'ship.decloak',
  'ship.phase',
  'ship.dephase',
  'ship.load',
  'ship.launch',
  'ship.timeTravel',
  'ship.moveBetween',
];

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "giving orders": the part of your own turn, in the play phase, where your cards get stuff done (Alien
// Parasites: the opponent controlling an infected ship and crew gives orders in the middle of the turn)
/**
 * Right when `player` may give orders now: it is the play phase and their turn (or their infestation).
 * @category predicates
 */
export const checkGivingOrders =
  (player: PlayerId) =>
  (game: GameState): E.Either<RuleError, void> =>
    game.phase === 'play' && ordersGiver(game) === player
      ? E.right(undefined)
      : E.left(
          ruleError(
            'Giving Orders',
            `${player} may give orders only during their own turn in the play phase`,
          ),
        );

/**
 * Right when the order is legal now, else the rule it breaks.
 * @category predicates
 */
export const checkOrder =
  (command: OrderCommand) =>
  (game: GameState): E.Either<RuleError, void> => {
    const turn = checkGivingOrders(command.player)(game);
    if (E.isLeft(turn)) return turn;
    // Rulebook "Required Actions": a compelled ship only travels toward its destination
    const required = RequiredActions.checkOrder(command)(game);
    if (E.isLeft(required)) return required;
    switch (command.type) {
      case 'card.beam':
        return checkBeam(command)(game);
      case 'card.walk':
        return checkWalk(command)(game);
      case 'ship.dock':
      case 'ship.undock':
        return checkDock(command)(game);
      case 'ship.move':
        return checkMove(command)(game);
      case 'ship.land':
      case 'ship.takeOff':
        return checkLand(command)(game);
      case 'ship.cloak':
      case 'ship.decloak':
      case 'ship.phase':
      case 'ship.dephase':
        return checkCloak(command)(game);
      case 'ship.load':
      case 'ship.launch':
        return checkCarry(command)(game);
      case 'ship.timeTravel':
        return checkTimeTravel(command)(game);
      case 'ship.moveBetween':
        return checkMoveBetween(command)(game);
    }
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after an order that `checkOrder` accepted, with the game events it makes (domain/core/game-events.ts): a
 * card transported, a ship moved (Rulebook 7.1), and arrived where a flight ends (7.1.5).
 * @category operations
 */
export const applyOrder =
  (command: OrderCommand) =>
  (game: GameState): GameState => {
    switch (command.type) {
      case 'card.beam':
      case 'card.walk': {
        const from = getCard(command.card)(game).zone;
        const by = command.type === 'card.beam' ? 'beam' : 'walk';
        const transported = command.type === 'card.beam' ? beam(command)(game) : walk(command)(game);
        return recordEvents({ type: 'card.transported', card: command.card, from, by })(transported);
      }
      case 'ship.dock':
      case 'ship.undock':
        return shipMoved(command, dock(command)(game));
      case 'ship.move':
        return recordEvents(
          { type: 'ship.arrived', ship: command.ship, by: 'move' },
          { type: 'ship.moved', ship: command.ship, movement: 'move' },
        )(move(command)(game));
      case 'ship.land':
      case 'ship.takeOff':
        return shipMoved(command, land(command)(game));
      case 'ship.cloak':
      case 'ship.decloak':
      case 'ship.phase':
      case 'ship.dephase':
        return cloak(command)(game);
      case 'ship.load':
      case 'ship.launch':
        return shipMoved(command, carry(command)(game));
      case 'ship.timeTravel':
        return timeTravel(command)(game);
      case 'ship.moveBetween':
        return moveBetween(command)(game);
    }
  };

/**
 * Every legal order, exactly (`checkOrder` holds for each), none outside the player's turn. Each order's candidates
 * are built from the same predicates as its check: a rule added to a check must be added to its candidates.
 * @category operations
 */
export const orderCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<OrderCommand> => {
    if (E.isLeft(checkGivingOrders(player)(game))) return [];
    const all = [
      ...moveCandidates(player)(game),
      ...dockCandidates(player)(game),
      ...landCandidates(player)(game),
      ...cloakCandidates(player)(game),
      ...carryCandidates(player)(game),
      ...beamCandidates(player)(game),
      ...walkCandidates(player)(game),
      ...timeTravelCandidates(player)(game),
      ...moveBetweenCandidates(player)(game),
    ];
    return RequiredActions.compulsions(game).length === 0
      ? all
      : all.filter((command) => E.isRight(RequiredActions.checkOrder(command)(game)));
  };

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

/**
 * The orders as a decision rule, for the turn decision to compose with card plays and the end of the turn.
 * @category instances
 */
export const orders: DecisionRule<OrderCommand> = {
  commandTypes,
  candidates: orderCandidates,
  candidatesAreLegal: true,
  check: checkOrder,
  apply: applyOrder,
};

// Helpers

const shipMoved = (command: DockCommand | LandCommand | CarryCommand, game: GameState): GameState =>
  recordEvents({ type: 'ship.moved', ship: command.ship, movement: movementOf[command.type] })(game);

const movementOf: Readonly<Record<(DockCommand | LandCommand | CarryCommand)['type'], ShipMovement>> = {
  'ship.dock': 'dock',
  'ship.undock': 'undock',
  'ship.land': 'land',
  'ship.takeOff': 'takeOff',
  'ship.load': 'load',
  'ship.launch': 'launch',
};
