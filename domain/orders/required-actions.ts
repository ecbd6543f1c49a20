// Rulebook "Required Actions": cards that compel a ship to travel (Cytherians: "Ship must do nothing but travel to far
// end of spaceline at normal speed"; Incoming Message: "Your ship must immediately return to the nearest … outpost,
// full speed"). The card is played on the ship and records where it must go (`CardInstance.requiredMove`), decided
// once when placed. The ship and its crew are compelled: they "may not take any other actions until the required
// action is complete", "may not leave by any means nor initiate battle". Both speeds are read alike: each turn the
// ship moves toward its destination as far as its RANGE allows, stopping there; the turn may not end while it can
// still move on. Reaching it discards the card (a dilemma goes to the compelled player's point area with its points).
import * as E from 'fp-ts/Either';
import type { Affiliation, MissionBlueprint } from '../../cards/blueprint';
import { affiliationOf } from '../cards-in-play/affiliation';
import { removeOvercome } from '../cards-in-play/bonus-points';
import { leavePlay } from '../cards-in-play/leave-play';
import type { RequiredMove } from '../core/card-instance';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  type GameState,
  getCard,
  type LocationId,
  type PlayerId,
  updateCard,
} from '../core/game-state';
import { memoizeRecent } from '../core/memo';
import { type RuleError, ruleError } from '../core/rule-error';
import { rangeCost } from '../spaceline/spaceline';
import type { OrderCommand } from '.';
import type { MoveShip } from './move';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A card in play on a ship that compels it to travel. */
export interface Compulsion extends RequiredMove {
  readonly card: CardId;
  readonly ship: CardId;
}

/** Checks a move order the way the orders do (passed in, so that this module does not depend on them). */
export type MoveCheck = (command: MoveShip) => (game: GameState) => E.Either<RuleError, void>;

const RULE = 'Required Actions';
const ok: E.Either<RuleError, void> = E.right(undefined);

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

// Rulings "outpost" and Rulebook 12.6 "nearest": the ship's controller's outposts of the affiliation on its spaceline,
// fewest locations away first, then least total span; on a tie, all of them
/**
 * The locations of the nearest outposts of `affiliation` its controller has on the ship's spaceline (none if none).
 * @category constructors
 */
export const nearestOutposts =
  (ship: CardId, affiliation: Affiliation) =>
  (game: GameState): ReadonlyArray<LocationId> => {
    const at = shipLocation(ship, game);
    const player = getCard(ship)(game).controller;
    const line = at === null ? [] : lineOf(at, game);
    const from = at === null ? -1 : line.indexOf(at);
    const ranked = outpostLocations(player, affiliation, game)
      .filter((loc) => line.includes(loc))
      .map((loc) => ({
        loc,
        count: Math.abs(line.indexOf(loc) - from),
        span: spanTo(at, loc, player, game),
      }));
    const fewest = Math.min(...ranked.map((r) => r.count));
    const near = ranked.filter((r) => r.count === fewest);
    const least = Math.min(...near.map((r) => r.span));
    const best = near.filter((r) => r.span === least);
    return [...new Set(best.map((r) => r.loc))];
  };

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Every card in play on a ship that compels it to travel: read from the zones and cards records only, so once per
 * pair of them (the states a command passes through, whose decision pending or turn alone differ, share them).
 * @category predicates
 */
export const compulsions = (game: GameState): ReadonlyArray<Compulsion> =>
  compulsionsIn(game.zones)(game.cards);

const compulsionsIn = memoizeRecent((zones: GameState['zones']) =>
  memoizeRecent((cards: GameState['cards']): ReadonlyArray<Compulsion> => {
    const found: Compulsion[] = [];
    for (const key in zones) {
      if (!key.startsWith('playedOn:')) continue;
      for (const card of zones[key] ?? []) {
        const instance = cards[card];
        if (instance?.requiredMove !== undefined && instance.zone.kind === 'playedOn')
          found.push({ card, ship: instance.zone.host, ...instance.requiredMove });
      }
    }
    return found;
  }),
);

/**
 * The compulsions on one ship.
 * @category predicates
 */
export const compulsionsOn =
  (ship: CardId) =>
  (game: GameState): ReadonlyArray<Compulsion> => {
    const all = compulsions(game);
    return all.length === 0 ? all : all.filter((c) => c.ship === ship);
  };

// Rulebook "Required Actions": "If a ship is compelled by a required action, so is its crew" (and whoever boards it)
/**
 * Whether a card is compelled: a ship with a compelling card on it, or a card aboard such a ship.
 * @category predicates
 */
export const isCompelled =
  (card: CardId) =>
  (game: GameState): boolean => {
    if (compulsions(game).length === 0) return false;
    const zone = game.cards[card]?.zone;
    const ship = zone?.kind === 'aboard' ? zone.carrier : card;
    return compulsionsOn(ship)(game).length > 0;
  };

// Rulebook "Required Actions": "they may not take any other actions … nor initiate battle"
/**
 * Right when none of the cards is compelled, else the rule naming what they may not do.
 * @category predicates
 */
export const checkNotCompelled =
  (cards: ReadonlyArray<CardId>, action: string) =>
  (game: GameState): E.Either<RuleError, void> => {
    const compelled = cards.find((card) => isCompelled(card)(game));
    return compelled === undefined
      ? ok
      : E.left(ruleError(RULE, `${named(compelled)(game)} is compelled to travel: it may not ${action}`));
  };

// Rulebook "Required Actions": a compelled ship only travels toward its destination (undocking or taking off to do
// so); it may not go past it, nor dock, land, cloak or decloak ("may not cloak, dock, or initiate battle")
/**
 * Right when the order is allowed by the required actions compelling its ship, else the rule it breaks.
 * @category predicates
 */
export const checkOrder =
  (command: OrderCommand) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (compulsions(game).length === 0 || command.type === 'card.beam' || command.type === 'card.walk')
      return ok;
    const on = compulsionsOn(command.ship)(game);
    if (on.length === 0 || command.type === 'ship.undock' || command.type === 'ship.takeOff') return ok;
    const title = blueprintOf(command.ship)(game).title;
    const where = destinationsOf(on, game);
    if (command.type !== 'ship.move')
      return E.left(ruleError(RULE, `${title} must do nothing but travel to ${where}`));
    const from = shipLocation(command.ship, game);
    const toward = on.some((c) => c.to.some((d) => from !== null && isToward(from, command.to, d, game)));
    return toward && command.around !== true
      ? ok
      : E.left(ruleError(RULE, `${title} must travel toward ${where}, not past it nor elsewhere`));
  };

// Rulebook "Required Actions": the required move must be made; a ship that cannot move on (no RANGE left, stopped)
// does not hold up the end of the turn
/**
 * Right when `player` may end the turn: none of their compelled ships can still move toward its destination.
 * @category predicates
 */
export const checkEndTurn =
  (player: PlayerId, checkMove: MoveCheck) =>
  (game: GameState): E.Either<RuleError, void> => {
    for (const c of compulsions(game)) {
      if (getCard(c.ship)(game).controller !== player) continue;
      const from = shipLocation(c.ship, game);
      for (const destination of c.to) {
        const next = from === null ? null : nextToward(from, destination, game);
        const move: MoveShip = { type: 'ship.move', player, ship: c.ship, to: next ?? '' };
        if (next !== null && E.isRight(checkMove(move)(game)))
          return E.left(
            ruleError(
              RULE,
              `${named(c.ship)(game)} must first travel toward ${destinationsOf([c], game)} with the RANGE it has left`,
            ),
          );
      }
    }
    return ok;
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Records where the card played on `ship` compels it to go, then settles an arrival there (it may be there already).
 * @category operations
 */
export const compel =
  (card: CardId, ship: CardId, to: ReadonlyArray<LocationId>, player: PlayerId) =>
  (game: GameState): GameState => {
    const placed = updateCard(card, (c) => ({ ...c, requiredMove: { to, player } }))(game);
    const at = shipLocation(ship, placed);
    return at === null ? placed : arrive(ship, at)(placed);
  };

// Cytherians: "When reached, discard dilemma. Score points."; Incoming Message: "until outpost reached, then discard"
/**
 * After the ship moved from `from`: each compelling card whose destination it reached is discarded (a dilemma to the
 * compelled player's point area, scoring its points); on a tie, only the destinations it moved toward remain.
 * @category operations
 */
export const arrive =
  (ship: CardId, from: LocationId) =>
  (game: GameState): GameState => {
    const here = game.cards[ship] === undefined ? null : shipLocation(ship, game);
    if (here === null) return game;
    return compulsionsOn(ship)(game).reduce((g, c) => {
      if (!c.to.includes(here)) {
        const kept = c.to.filter((d) => isToward(from, here, d, g));
        return kept.length === c.to.length || kept.length === 0
          ? g
          : updateCard(c.card, (card) => ({ ...card, requiredMove: { to: kept, player: c.player } }))(g);
      }
      const reached = record(`${named(ship)(g)} reaches ${named(here)(g)}`, ship)(g);
      const type = blueprintOf(c.card)(g).type;
      return type === 'Dilemma'
        ? removeOvercome(c.card, c.player, true)(reached)
        : leavePlay(c.card, 'discard')(reached);
    }, game);
  };

// Helpers

/** The spaceline location of a ship in space, docked or landed; null elsewhere. */
const shipLocation = (ship: CardId, game: GameState): LocationId | null => {
  const zone = getCard(ship)(game).zone;
  if (zone.kind === 'atLocation') return zone.location;
  if (zone.kind !== 'docked') return null;
  const facility = getCard(zone.facility)(game).zone;
  return facility.kind === 'atLocation' ? facility.location : null;
};

const lineOf = (location: LocationId, game: GameState): ReadonlyArray<LocationId> => {
  const quadrant = game.locations[location]?.quadrant;
  return quadrant === undefined ? [] : (game.spacelines[quadrant] ?? []);
};

/** Whether `to` is past `from` on the way to `destination`, and not beyond it (all on one spaceline). */
const isToward = (from: LocationId, to: LocationId, destination: LocationId, game: GameState): boolean => {
  const line = lineOf(from, game);
  const [a, b, d] = [line.indexOf(from), line.indexOf(to), line.indexOf(destination)];
  if (a < 0 || b < 0 || d < 0) return false;
  return (a < b && b <= d) || (d <= b && b < a);
};

/** The next location from `from` toward `destination`, or null when it is there (or off its spaceline). */
const nextToward = (from: LocationId, destination: LocationId, game: GameState): LocationId | null => {
  const line = lineOf(from, game);
  const [a, d] = [line.indexOf(from), line.indexOf(destination)];
  if (a < 0 || d < 0 || a === d) return null;
  return line[a < d ? a + 1 : a - 1] ?? null;
};

const spanTo = (from: LocationId | null, to: LocationId, player: PlayerId, game: GameState): number => {
  if (from === null || from === to) return 0;
  const cost = rangeCost(from, to, player)(game);
  return E.isRight(cost) ? cost.right : Number.POSITIVE_INFINITY;
};

const outpostLocations = (player: PlayerId, affiliation: Affiliation, game: GameState): LocationId[] => {
  const found: LocationId[] = [];
  for (const card of Object.values(game.cards)) {
    if (
      card.controller !== player ||
      card.zone.kind !== 'atLocation' ||
      affiliationOf(card.id)(game) !== affiliation
    )
      continue;
    const blueprint = blueprintOf(card.id)(game);
    if (blueprint.type === 'Facility' && blueprint.facilityKind === 'Outpost') found.push(card.zone.location);
  }
  return found;
};

const destinationsOf = (on: ReadonlyArray<Compulsion>, game: GameState): string =>
  [...new Set(on.flatMap((c) => c.to))]
    .map((loc) => (blueprintOf(loc)(game) as MissionBlueprint).title)
    .join(' or ');
