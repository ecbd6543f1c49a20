// Rulebook 7.1.5 Move, as cards on the spaceline restrict it: Q-Net ("Plays between two adjacent spaceline locations.
// No ship may pass the Q-Net unless 2 Diplomacy aboard"; it plays on the mission on one side and stands between that
// location and the next: `prevent('passBetween', …)`, asked for the first location of each pair a move goes between), Tetryon Field ("All ships must stop here before proceeding on next turn, unless Navigation
// aboard"; Rulings "Tetryon Field": such a ship "must stop moving at the location of this event and cannot move for the
// remainder of the turn") and Subspace Warp Rift ("Any ship passing over here without stopping incurs damage"; Rulings
// "passing locations": a ship passes the locations it flies by within one move). The move order asks
// `checkPassage` and calls `afterMove` after each move, along the straight way or, with Where No One Has Gone Before,
// the locations entered the other way round (`around.ts`).
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { crewMeets } from '../cards-in-play/crew-needs';
import { named, record } from '../core/chronicle';
import { type CardId, type GameState, getCard, type LocationId } from '../core/game-state';
import { prevented } from '../core/permissions';
import { ask, mayBeAnswered } from '../core/query-points';
import { type RuleError, ruleError } from '../core/rule-error';
import { usedThisTurn, useThisTurn } from '../core/this-turn';
import { damageShip } from '../dilemma-effects/ship';
import { isPhased } from '../orders/phasing';
import { enteredAround } from './around';
import { type RuleEntry, rulesInPlay } from './in-play';
import { mayPassThrough, spendPassThrough } from './pass-through';

const ok: E.Either<RuleError, void> = E.right(undefined);

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** The position of a location on its spaceline, or -1. */
const indexOf = (location: LocationId, game: GameState): number => {
  const quadrant = game.locations[location]?.quadrant;
  return quadrant === undefined ? -1 : (game.spacelines[quadrant] ?? []).indexOf(location);
};

/** The location of the mission a card is played on, else null. */
const hostLocation = (entry: RuleEntry, game: GameState): LocationId | null => {
  const zone = getCard(entry.source.id)(game).zone;
  if (zone.kind !== 'playedOn') return null;
  const host = getCard(zone.host)(game).zone;
  return host.kind === 'spaceline' ? host.location : null;
};

/** The locations a move enters, in order, the straight way along the spaceline (the last is `to`). */
const enteredStraight = (from: LocationId, to: LocationId, game: GameState): ReadonlyArray<LocationId> => {
  const quadrant = game.locations[from]?.quadrant;
  const line = quadrant === undefined ? [] : (game.spacelines[quadrant] ?? []);
  const [a, b] = [line.indexOf(from), line.indexOf(to)];
  if (a < 0 || b < 0) return [];
  return a < b ? line.slice(a + 1, b + 1) : line.slice(b, a).reverse();
};

/** Whether a move flies by `location`: enters it without stopping there (Rulings "passing locations"). */
const passes = (entered: ReadonlyArray<LocationId>, location: LocationId): boolean =>
  entered.indexOf(location) >= 0 && entered.indexOf(location) < entered.length - 1;

/** The locations a move enters, in order (the last is `to`): the straight way, or the other way round. */
const enteredOn = (from: LocationId, to: LocationId, around: boolean, game: GameState) =>
  around ? enteredAround(from, to)(game) : enteredStraight(from, to, game);

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

// Rulebook 7.1.5 Move, restricted by Tetryon Field and the cards that prevent passing (`passBetween.prevented`: Q-Net)
/**
 * Right unless a card on the spaceline forbids the ship's move from one location to the other now, the straight way
 * or (`around`) the other way round the spaceline; none forbids a phased ship's (Rulings "Phasing Cloak").
 * @category predicates
 */
export const checkPassage =
  (ship: CardId, from: LocationId, to: LocationId, around = false) =>
  (game: GameState): E.Either<RuleError, void> => {
    // Rulings "Phasing Cloak": a phased ship is not affected by external phenomena (Q-Net)
    if (isPhased(ship)(game)) return ok;
    const route = enteredOn(from, to, around, game);
    for (const r of rulesInPlay('mustStopHere')(game)) {
      const at = hostLocation(r, game);
      if (at === null || crewMeets(ship, r.effect.unless)(game)) continue;
      if (passes(route, at))
        return E.left(
          ruleError(r.source.title, `${r.source.title}: a ship must stop there before going on.`),
        );
      if (from === at && usedThisTurn(getCard(ship)(game).controller, stopKey(ship, at))(game))
        return E.left(ruleError(r.source.title, `${r.source.title}: the ship stopped there for this turn.`));
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

// Subspace Warp Rift: a ship that flew by its location in this move incurs damage (Rulebook 7.5.1 rotation damage)
const damagePassing = (ship: CardId, entered: ReadonlyArray<LocationId>, game: GameState): GameState =>
  rulesInPlay('damagesPassingShips')(game).reduce((g, r) => {
    const at = hostLocation(r, g);
    if (at === null || g.cards[ship]?.zone.kind !== 'atLocation' || !passes(entered, at)) return g;
    return damageShip(ship)(record(`${named(ship)(g)} incurs damage passing ${r.source.title}`, ship)(g));
  }, game);

// Rulings "Tetryon Field": a ship without Navigation that moved there stays for the rest of the turn
const recordStop = (ship: CardId, to: LocationId, game: GameState): GameState =>
  rulesInPlay('mustStopHere')(game).some(
    (r) => hostLocation(r, game) === to && !crewMeets(ship, r.effect.unless)(game),
  )
    ? useThisTurn(getCard(ship)(game).controller, stopKey(ship, to))(game)
    : game;

/**
 * After a ship's move from one location to the other (the straight way, or `around` the other way round): it is
 * damaged for each Subspace Warp Rift it passed, and it stays the rest of the turn where a Tetryon Field stopped it
 * (a phased ship, neither: Rulings "Phasing Cloak").
 * @category operations
 */
export const afterMove =
  (ship: CardId, from: LocationId, to: LocationId, around = false) =>
  (game: GameState): GameState => {
    if (isPhased(ship)(game)) return game;
    const route = enteredOn(from, to, around, game);
    const passed = [...new Set(barriersCrossed(ship, from, route, around, game))]
      .filter((barrier) => mayPassThrough(ship, barrier)(game))
      .reduce((g, barrier) => spendPassThrough(ship, barrier)(g), game);
    const damaged = damagePassing(ship, route, passed);
    return damaged.cards[ship]?.zone.kind === 'atLocation' ? recordStop(ship, to, damaged) : damaged;
  };

// Helpers

const stopKey = (ship: CardId, location: LocationId): string => `stoppedAt:${ship}:${location}`;
