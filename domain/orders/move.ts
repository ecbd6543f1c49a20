// Rulebook 7.1.5 Move (along the spaceline): a staffed ship moves along its quadrant's spaceline in either direction,
// stopping at or flying past locations, using RANGE equal to the spans it enters; its RANGE limits it each turn.
// Its crew, intruders and equipment aboard, and cards played on it, move with it (they are in zones keyed by the ship).
// Moving between quadrants needs a card (Rulebook 7.1): no order allows it. A time location is on no spaceline: only
// time travel reaches it (Rulebook "Time Travel", domain/orders/time-travel.ts). Cards in play may forbid a move (Q-Net,
// Tetryon Field) or answer a ship passing (Subspace Warp Rift): passage.ts. Where No One Has Gone Before lets its
// player's ships go the other way round, out past one end and in at the other (`around`: spaceline/around.ts).
import * as E from 'fp-ts/Either';
import { checkMarkersAllowMove } from '../cards-in-play/marker-movement';
import { isInStasis } from '../cards-in-play/presence';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  type LocationId,
  moveCard,
  type PlayerId,
} from '../core/game-state';
import { isAllowed } from '../core/permissions';
import { ask } from '../core/query-points';
import { type RuleError, ruleError } from '../core/rule-error';
import { enteredAround, rangeAround } from '../spaceline/around';
import { rangeCost, rangeCostsFrom } from '../spaceline/spaceline';
import { isLanded } from './land';
import { movementForbidden } from './movement-points';
import { afterMove, checkPassage } from './passage';
import { carriersOf, checkYourShip, mayFly } from './places';
import { arrive } from './required-actions';
import { checkStaffed } from './staffing';
import { rangeLeft, spendRange } from './turn-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Move your ship along the spaceline to another location, flying past those between (7.1.5). */
export interface MoveShip {
  readonly type: 'ship.move';
  readonly player: PlayerId;
  readonly ship: CardId;
  readonly to: LocationId;
  /** The other way round: out past one end of the spaceline and in at the other (Where No One Has Gone Before). */
  readonly around?: true;
}

const RULE = '7.1.5 Move';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 7.1.5 Move: a staffed, undocked ship moves along its own spaceline within the RANGE left this turn
/**
 * Right when the player may move the ship to `to` now.
 * @category predicates
 */
export const checkMove =
  (command: MoveShip) =>
  (game: GameState): E.Either<RuleError, void> => {
    const ship = checkYourShip(RULE, command.player, command.ship)(game);
    if (E.isLeft(ship)) return ship;
    const card = ship.right;
    const title = blueprintOf(command.ship)(game).title;
    if (card.zone.kind === 'docked') return E.left(ruleError(RULE, `${title} is docked: undock it first`));
    if (card.zone.kind !== 'atLocation') return E.left(ruleError(RULE, `${title} is not on the spaceline`));
    if (isLanded(command.ship)(game)) return E.left(ruleError(RULE, `${title} is landed: take off first`));
    const from = game.locations[card.zone.location];
    const to = game.locations[command.to];
    if (from === undefined || to === undefined)
      return E.left(ruleError(RULE, `${command.to} is not a spaceline location`));
    if (from.id === to.id) return E.left(ruleError(RULE, `${title} is already there`));
    if (from.timeLocation === true || to.timeLocation === true)
      return E.left(
        ruleError(
          'Time Travel',
          'Only time travel, which a card must permit, reaches or leaves a time location',
        ),
      );
    if (from.quadrant !== to.quadrant)
      return E.left(ruleError('7.1 Move', `Moving between quadrants needs a card that allows it`));
    const free = checkShipMayLeave(command.ship)(game);
    if (E.isLeft(free)) return free;
    const around = command.around === true;
    if (around && !isAllowed('goAround', { player: command.player })(game))
      return E.left(
        ruleError(RULE, `${title} may not leave one end of the spaceline without a card that allows it`),
      );
    const passage = checkPassage(command.ship, from.id, to.id, around)(game);
    if (E.isLeft(passage)) return passage;
    const marked = checkMarkersAllowMove(command.ship, to.id)(game);
    if (E.isLeft(marked)) return marked;
    const cost = costOf(command, from.id)(game);
    if (E.isLeft(cost)) return cost;
    const left = rangeLeft(command.ship)(game);
    if (cost.right > left)
      return E.left(
        ruleError(RULE, `${title} needs ${cost.right} RANGE to get there but has ${left} left this turn`),
      );
    return checkStaffed(command.ship)(game);
  };

// Rulebook 10.2.1 Stopped ("stopped cards may not: move on their own power … time travel"), 10.2.4 Stasis, and a
// dilemma in play on the ship that forbids moving
/**
 * Right when the ship may leave its location on its own power now (by moving or by time travel), else the rule.
 * @category predicates
 */
export const checkShipMayLeave =
  (ship: CardId) =>
  (game: GameState): E.Either<RuleError, void> => {
    const title = blueprintOf(ship)(game).title;
    if (getCard(ship)(game).stopped)
      return E.left(ruleError('10.2.1 Stopped', `${title} is stopped and may not fly or time travel`));
    if (isInStasis(ship)(game)) return E.left(ruleError('10.2.4 Stasis', `${title} is in stasis`));
    return ask(movementForbidden, ship)(game)
      ? E.left(ruleError('Dilemmas', `${title} cannot move: a dilemma in play on it forbids it`))
      : E.right(undefined);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after a legal move: the ship at its new location (everything aboard with it), its RANGE spent.
 * @category operations
 */
export const move =
  (command: MoveShip) =>
  (game: GameState): GameState => {
    const zone = getCard(command.ship)(game).zone;
    if (zone.kind !== 'atLocation') throw new Error(`move: ${command.ship} is not on the spaceline`);
    const cost = costOf(command, zone.location)(game);
    if (E.isLeft(cost)) throw new Error(`move: ${cost.left.message}`);
    const moved = spendRange(
      command.ship,
      cost.right,
    )(moveCard(command.ship, { kind: 'atLocation', location: command.to })(game));
    // Rulings "passing locations": the locations flown by, for the cards that answer a ship passing
    const passed = afterMove(command.ship, zone.location, command.to, command.around === true)(moved);
    // Rulebook "Required Actions": a compelled ship reaching its destination completes the required action
    return arrive(command.ship, zone.location)(passed);
  };

/**
 * A move to each location on its spaceline within the RANGE left (also the other way round where a card allows it),
 * for each of the player's undocked, unlanded ships.
 * @category operations
 */
export const moveCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<MoveShip> =>
    carriersOf(
      player,
      'Ship',
    )(game).flatMap((ship) => {
      const card = getCard(ship)(game);
      if (card.zone.kind !== 'atLocation' || isLanded(ship)(game) || !mayFly(ship)(game)) return [];
      if (ask(movementForbidden, ship)(game)) return [];
      const from = card.zone.location;
      const quadrant = game.locations[from]?.quadrant;
      const left = rangeLeft(ship)(game);
      const line = quadrant === undefined ? [] : (game.spacelines[quadrant] ?? []);
      const around = isAllowed('goAround', { player })(game);
      // `rangeCost` to each location of the line, the straight way (the way round is costed by `costOf`)
      const costs = rangeCostsFrom(from, player)(game);
      if (costs === null) return [];
      return line.flatMap((to, index) => {
        if (to === from || game.locations[to]?.quadrant !== quadrant) return [];
        const straight: MoveShip = { type: 'ship.move', player, ship, to };
        const ways: ReadonlyArray<MoveShip> = around ? [straight, { ...straight, around: true }] : [straight];
        return ways.filter((m) => {
          const cost = m.around === true ? costOf(m, from)(game) : E.right(costs[index] as number);
          return (
            E.isRight(cost) &&
            cost.right <= left &&
            E.isRight(checkPassage(ship, from, m.to, m.around === true)(game)) &&
            E.isRight(checkMarkersAllowMove(ship, m.to)(game))
          );
        });
      });
    });

// Helpers

// Rulebook 7.1.5 Move: RANGE is the sum of spans entered, the straight way or the other way round
const costOf =
  (command: MoveShip, from: LocationId) =>
  (game: GameState): E.Either<RuleError, number> =>
    command.around === true
      ? enteredAround(from, command.to)(game).length === 0
        ? E.left(ruleError(RULE, `${command.to} is not another location on the spaceline`))
        : E.right(rangeAround(from, command.to, command.player)(game))
      : rangeCost(from, command.to, command.player)(game);
