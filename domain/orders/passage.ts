// Rulebook 7.1.5 Move, as cards restrict it: the locations a move enters, passes (Rulings "passing locations": a ship
// passes the locations it flies by within one move) and goes between, along the straight way or, where a card allows
// it, the other way round the spaceline (domain/spaceline/around.ts). The move order asks the query points of the
// cards in play: `flyPast.prevented` for each location passed (Tetryon Field: "All ships must stop here before
// proceeding on next turn, unless Navigation aboard"), `passBetween.prevented` for the first location of each pair a
// move goes between (Q-Net: "No ship may pass the Q-Net unless 2 Diplomacy aboard"), and whether the ship may move at
// all this turn (`noMove`, a turn effect: Rulings "Tetryon Field", "cannot move for the remainder of the turn"). A
// move records a `ship.passed` event for each location passed (Subspace Warp Rift: "Any ship passing over here without
// stopping incurs damage", a triggered ability). Rulings "Phasing Cloak": a phased ship is not affected by external
// phenomena, so none forbids its move. A card may let a ship pass one barrier this turn (Alternate Universe Door:
// "Allows one ship to pass through {Q-Net}", pass-through.ts), the move that makes it spending the allowance.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type GameEvent, recordEvents } from '../core/game-events';
import type { CardId, GameState, LocationId } from '../core/game-state';
import { getCard } from '../core/game-state';
import { prevented } from '../core/permissions';
import { ask, mayBeAnswered } from '../core/query-points';
import { type RuleError, ruleError } from '../core/rule-error';
import { effectsThisTurn } from '../core/this-turn';
import { enteredAround } from '../spaceline/around';
import { mayPassThrough, spendPassThrough } from './pass-through';
import { isPhased } from './phasing';

const ok: E.Either<RuleError, void> = E.right(undefined);

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** The position of a location on its spaceline, or -1. */
const indexOf = (location: LocationId, game: GameState): number => {
  const quadrant = game.locations[location]?.quadrant;
  return quadrant === undefined ? -1 : (game.spacelines[quadrant] ?? []).indexOf(location);
};

/** The locations a move enters, in order, the straight way along the spaceline (the last is `to`). */
const enteredStraight = (from: LocationId, to: LocationId, game: GameState): ReadonlyArray<LocationId> => {
  const quadrant = game.locations[from]?.quadrant;
  const line = quadrant === undefined ? [] : (game.spacelines[quadrant] ?? []);
  const [a, b] = [line.indexOf(from), line.indexOf(to)];
  if (a < 0 || b < 0) return [];
  return a < b ? line.slice(a + 1, b + 1) : line.slice(b, a).reverse();
};

/** The locations a move enters, in order (the last is `to`): the straight way, or the other way round. */
const enteredOn = (from: LocationId, to: LocationId, around: boolean, game: GameState) =>
  around ? enteredAround(from, to)(game) : enteredStraight(from, to, game);

// Rulings "passing locations": a ship passes the locations it flies by within one move, not the one it stops at
/**
 * The locations a move flies by without stopping, in order: those it enters but the last.
 * @category predicates
 */
export const passedOn =
  (from: LocationId, to: LocationId, around = false) =>
  (game: GameState): ReadonlyArray<LocationId> =>
    enteredOn(from, to, around, game).slice(0, -1);

/**
 * The first location of each pair of neighbouring locations a move goes between, in order; the step out past one end
 * and in at the other (`around`) goes between no two locations.
 */
const crossedAfter = (
  from: LocationId,
  entered: ReadonlyArray<LocationId>,
  around: boolean,
  game: GameState,
): ReadonlyArray<LocationId> => {
  const quadrant = game.locations[from]?.quadrant;
  const line = quadrant === undefined ? [] : (game.spacelines[quadrant] ?? []);
  return entered.flatMap((to, i) => {
    const [a, b] = [indexOf(i === 0 ? from : (entered[i - 1] as LocationId), game), indexOf(to, game)];
    const [low, high] = [Math.min(a, b), Math.max(a, b)];
    const first = line[low];
    return (around && low === 0 && high === line.length - 1) || high !== low + 1 || first === undefined
      ? []
      : [first];
  });
};

// Rulings "Tetryon Field": a ship that "must stop moving at the location … cannot move for the remainder of the turn"
const heldThisTurn = (ship: CardId, game: GameState): O.Option<string> => {
  for (const effect of effectsThisTurn(game))
    if (effect.kind === 'noMove' && effect.ship === ship) return O.some(effect.by);
  return O.none;
};

// Rulebook 7.1.5 Move, restricted by the cards in play: `noMove` this turn, `flyPast` and `passBetween` prevented
/**
 * Right unless a card forbids the ship's move from one location to the other now, the straight way or (`around`) the
 * other way round the spaceline; none forbids a phased ship's (Rulings "Phasing Cloak").
 * @category predicates
 */
export const checkPassage =
  (ship: CardId, from: LocationId, to: LocationId, around = false) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (isPhased(ship)(game)) return ok;
    const held = heldThisTurn(ship, game);
    if (O.isSome(held))
      return E.left(ruleError(held.value, `${held.value}: the ship stopped there for this turn.`));
    const route = enteredOn(from, to, around, game);
    if (mayBeAnswered(prevented.flyPast)(game)) {
      const player = getCard(ship)(game).controller;
      for (const location of route.slice(0, -1)) {
        const blocking = ask(prevented.flyPast, { player, card: ship, location })(game);
        if (O.isSome(blocking))
          return E.left(
            ruleError(blocking.value, `${blocking.value}: a ship must stop there before going on.`),
          );
      }
    }
    const spent = new Set<string>();
    for (const barrier of barriersCrossed(ship, from, route, around, game)) {
      // Alternate Universe Door: "Allows one ship to pass through {Q-Net}": one passage (pass-through.ts)
      if (!spent.has(barrier) && mayPassThrough(ship, barrier)(game)) {
        spent.add(barrier);
        continue;
      }
      return E.left(ruleError(barrier, `No ship may pass ${barrier} without its crew's skills.`));
    }
    return ok;
  };

/** The titles of the cards that forbid each passage of the move between two locations, in order (Q-Net). */
const barriersCrossed = (
  ship: CardId,
  from: LocationId,
  route: ReadonlyArray<LocationId>,
  around: boolean,
  game: GameState,
): ReadonlyArray<string> => {
  if (!mayBeAnswered(prevented.passBetween)(game)) return [];
  const player = getCard(ship)(game).controller;
  return crossedAfter(from, route, around, game).flatMap((location) =>
    O.match(
      () => [],
      (barrier: string) => [barrier],
    )(ask(prevented.passBetween, { player, card: ship, location })(game)),
  );
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * After a ship's move from one location to the other (the straight way, or `around` the other way round): the
 * allowances to pass a barrier it used spent (a phased ship uses none), and a `ship.passed` event for each location it
 * flew by, in order.
 * @category operations
 */
export const afterMove =
  (ship: CardId, from: LocationId, to: LocationId, around = false) =>
  (game: GameState): GameState => {
    const route = enteredOn(from, to, around, game);
    const spent = isPhased(ship)(game)
      ? game
      : [...new Set(barriersCrossed(ship, from, route, around, game))]
          .filter((barrier) => mayPassThrough(ship, barrier)(game))
          .reduce((g, barrier) => spendPassThrough(ship, barrier)(g), game);
    const passed = route.slice(0, -1);
    return passed.length === 0
      ? spent
      : recordEvents(...passed.map((location): GameEvent => ({ type: 'ship.passed', ship, location })))(
          spent,
        );
  };
