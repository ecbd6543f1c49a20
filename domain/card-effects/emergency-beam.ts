// Emergency Transporter Armbands: "Beam your Personnel up or down at any time, except during a dilemma". A card play,
// not an order: it neither begins executing orders nor waits for the player's turn (Rulebook "Playing 'At Any Time'").
// Rulebook 7.1.1 Beam holds for the beam itself (transporters of your unstopped ship or facility at one end, no
// opponent's shielded card, nothing cloaked), and the cards limiting beaming at the location (beaming.ts);
// Rulings "movement – personnel": the equipment may go with them.
// One route per play: every card of yours at one end that may move and arrive beams to the other (the play cannot
// list every subset of a crew; beaming some back afterwards is an ordinary order).
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Route } from '../card-play/play-text';
import { type CardId, cardsIn, type GameState, type LocationId, type PlayerId } from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { checkRoute } from '../orders/beam';
import { recordBeam } from '../orders/beam-limits';
import { checkBeamingAllowed } from '../orders/beam-permission';
import {
  arrive,
  carriersWithCarriedAt,
  checkMayArrive,
  checkMayMove,
  isPlanetLocation,
  type Place,
  zoneOfPlace,
} from '../orders/places';
import { locationRows } from '../time-travel/time-locations';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const RULE = '7.1.1 Beam';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** Whether one card of the player's may beam along the route now (the cards at the location allowing it). */
const mayBeam = (player: PlayerId, card: CardId, route: Route, game: GameState): boolean => {
  const [from, to] = [zoneOfPlace(route.from)(game), zoneOfPlace(route.to)(game)];
  return (
    O.isSome(from) &&
    O.isSome(to) &&
    E.isRight(checkMayMove(RULE, player, card)(game)) &&
    E.isRight(checkMayArrive(card, route.to)(game)) &&
    E.isRight(checkBeamingAllowed(player, card, from.value, to.value)(game))
  );
};

/** The player's cards at `from` that may beam to `to` now. */
const beamers = (player: PlayerId, route: Route, game: GameState): ReadonlyArray<CardId> => {
  const zone = zoneOfPlace(route.from)(game);
  if (O.isNone(zone)) return [];
  return cardsIn(zone.value)(game).filter((card) => mayBeam(player, card, route, game));
};

/** Whether a place is a planet surface (named by a mission card on the spaceline). */
const isSurface = (place: Place, game: GameState): boolean => game.cards[place]?.zone.kind === 'spaceline';

// Emergency Transporter Armbands: "up or down", under Rulebook 7.1.1 Beam
/**
 * Right when `player` may beam their personnel along the route now: up or down, a beam 7.1.1 allows, someone to beam.
 * @category predicates
 */
export const checkRoutePlay =
  (player: PlayerId, route: Route) =>
  (game: GameState): E.Either<RuleError, void> => {
    if (isSurface(route.from, game) === isSurface(route.to, game))
      return E.left(
        ruleError(RULE, 'Emergency beaming goes up or down: between a planet and a ship or facility.'),
      );
    const beam = checkRoute(player, route.from, route.to)(game);
    if (E.isLeft(beam)) return beam;
    return beamers(player, route, game).length > 0
      ? E.right(undefined)
      : E.left(ruleError(RULE, `None of your personnel at ${route.from} may beam to ${route.to}.`));
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** The routes up and down at one planet location: between the surface and each ship or facility there, carried too. */
const routesAt = (location: LocationId, game: GameState): ReadonlyArray<Route> =>
  isPlanetLocation(location)(game)
    ? carriersWithCarriedAt(location)(game).flatMap((carrier) => [
        { from: location, to: carrier },
        { from: carrier, to: location },
      ])
    : [];

/**
 * Every route `player` may beam their personnel along now (`checkRoutePlay` holds for each).
 * @category operations
 */
export const routeCandidates =
  (player: PlayerId) =>
  (game: GameState): ReadonlyArray<Route> =>
    locationRows(game)
      .flatMap((line) => line ?? [])
      .flatMap((location) => routesAt(location, game))
      .filter((route) => E.isRight(checkRoutePlay(player, route)(game)));

/**
 * Beams every card of `player` at the route's start that may go to its end, one after the other (each counted by
 * the cards limiting beaming there, Atmospheric Ionization).
 * @category operations
 */
export const beamAlong =
  (player: PlayerId, route: Route) =>
  (game: GameState): GameState => {
    const [from, to] = [zoneOfPlace(route.from)(game), zoneOfPlace(route.to)(game)];
    if (O.isNone(from) || O.isNone(to)) return game;
    return beamers(player, route, game).reduce(
      (g, card) =>
        mayBeam(player, card, route, g)
          ? arrive(card, to.value)(recordBeam(player, card, from.value, to.value)(g))
          : g,
      game,
    );
  };
