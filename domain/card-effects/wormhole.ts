// Wormhole: "Requires two wormholes. Play one on your ship. Play the other at any location (even a time location).
// Ship relocates to that location (and then is 'stopped')." Rulings "Wormhole": it "plays as a ship 'begins to move'"
// (so only on your turn, on a ship that may move now, its orders begun); Rulings "docked ships": not on a docked ship;
// Rulings "passing locations": it moves without span numbers (no RANGE used, nothing passed). One play names the second
// copy from hand (`pair`) and the location (`destination`); both copies are discarded after use. Spacedock's repair
// and Escape Pod's rescue follow the ship's arrival as after a move.
import * as E from 'fp-ts/Either';
import type { WormholePair } from '../card-play/play-text';
import { setStopped } from '../cards-in-play/presence';
import { recordEvents } from '../core/game-events';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  type LocationId,
  moveCard,
  type PlayerId,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { isLanded } from '../orders/land';
import { checkYourShip, mayFly } from '../orders/places';
import { arrive, isCompelled } from '../orders/required-actions';
import { beginOrders } from '../orders/turn-state';
import { timeLocationsInPlay } from '../time-travel/time-locations';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const RULE = 'Wormhole';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulings "Wormhole": it plays as the ship begins to move: your turn, a ship that may move now, undocked
/**
 * Right when the player's ship may begin to move through a wormhole now, else the rule it breaks.
 * @category predicates
 */
export const checkMayEnterWormhole =
  (player: PlayerId, ship: CardId) =>
  (game: GameState): E.Either<RuleError, LocationId> => {
    const yours = checkYourShip(RULE, player, ship)(game);
    if (E.isLeft(yours)) return yours;
    const title = blueprintOf(ship)(game).title;
    const zone = yours.right.zone;
    if (game.turn.active !== player)
      return E.left(ruleError(RULE, 'A Wormhole plays as your ship begins to move, on your turn'));
    if (zone.kind !== 'atLocation' || isLanded(ship)(game))
      return E.left(ruleError(RULE, `${title} is docked or landed: it may not begin to move`));
    if (!mayFly(ship)(game) || isCompelled(ship)(game))
      return E.left(ruleError('7.1.5 Move', `${title} may not begin to move now`));
    return E.right(zone.location);
  };

// Wormhole: "Requires two wormholes … Play the other at any location"
/**
 * Right when the play names another Wormhole in the player's hand and a location other than the ship's.
 * @category predicates
 */
export const checkWormhole =
  (player: PlayerId, played: CardId, ship: CardId, choice: WormholePair) =>
  (game: GameState): E.Either<RuleError, void> => {
    const from = checkMayEnterWormhole(player, ship)(game);
    if (E.isLeft(from)) return from;
    if (!pairsFor(player, played)(game).includes(choice.pair))
      return E.left(ruleError(RULE, 'Wormhole requires two wormholes: name another one in your hand'));
    const to = game.locations[choice.destination];
    const anyLocation =
      to !== undefined && ((game.spacelines[to.quadrant] ?? []).includes(to.id) || to.timeLocation);
    return anyLocation && to.id !== from.right
      ? E.right(undefined)
      : E.left(ruleError(RULE, 'The ship relocates to another location on a spaceline or time location'));
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The other copies of the played Wormhole in the player's hand.
 * @category operations
 */
export const pairsFor =
  (player: PlayerId, played: CardId) =>
  (game: GameState): ReadonlyArray<CardId> => {
    const title = blueprintOf(played)(game).title;
    return cardsIn({ kind: 'hand', player })(game).filter(
      (id) => id !== played && blueprintOf(id)(game).title === title,
    );
  };

/**
 * Every pair and destination for a play on the ship: each other copy in hand, each other location on a spaceline, then
 * each time location ("even a time location": Rulebook "Time Travel", expressly permitted by a card).
 * @category operations
 */
export const wormholeChoices =
  (player: PlayerId, played: CardId, ship: CardId) =>
  (game: GameState): ReadonlyArray<WormholePair> => {
    const from = checkMayEnterWormhole(player, ship)(game);
    if (E.isLeft(from)) return [];
    const destinations = [
      ...Object.values(game.spacelines).flatMap((line) => line ?? []),
      ...timeLocationsInPlay(game),
    ].filter((location) => location !== from.right);
    return pairsFor(
      player,
      played,
    )(game).flatMap((pair) => destinations.map((destination) => ({ pair, destination })));
  };

// Wormhole: "Ship relocates to that location (and then is 'stopped')"; both wormholes discarded after use
/**
 * The game after a legal Wormhole play: the second copy discarded, the ship (with all aboard) at the destination and
 * stopped, its orders begun; its arrival (`ship.arrived`) is answered in the settle step (Spacedock's repair, Escape
 * Pod's rescue), required moves at once.
 * @category operations
 */
export const relocateThroughWormhole =
  (ship: CardId, choice: WormholePair) =>
  (game: GameState): GameState => {
    const zone = game.cards[ship]?.zone;
    const pair = game.cards[choice.pair];
    if (zone?.kind !== 'atLocation' || pair === undefined) return game;
    const discarded = moveCard(choice.pair, { kind: 'discard', player: pair.owner }, 'top')(game);
    const moved = moveCard(ship, { kind: 'atLocation', location: choice.destination })(
      beginOrders(discarded),
    );
    const stopped = setStopped(ship, true)(moved);
    return recordEvents({ type: 'ship.arrived', ship, by: 'relocation' })(
      arrive(ship, zone.location)(stopped),
    );
  };
