// Near-Warp Transport: "Allows beaming from ship to a neighboring spaceline location. Transport a maximum of six of
// your personnel and/or your equipment." A beam (Rulebook 7.1.1) whose two ends are at neighbouring locations of one
// spaceline: the play targets the ship whose transporters beam (usable by you, unstopped), names the place it beams to
// (`destination`: a planet surface, or a ship or facility there) and the cards aboard the ship that go (`transport`).
// Each card beams under 7.1.1 as any beam does (may move, may arrive, the cards limiting beaming at the planet), one
// after the other, so a quota (Atmospheric Ionization) counts them as they go.
// The plays listed (`transportChoices`): for each destination, each card alone and the first six that may go together;
// `checkTransport` accepts any other legal set of up to six (listing every subset of a crew would explode).
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Transport } from '../card-play/play-text';
import {
  type CardId,
  cardsIn,
  type GameState,
  type LocationId,
  locationOf,
  type PlayerId,
  type Zone,
} from '../core/game-state';
import { type RuleError, ruleError } from '../core/rule-error';
import { checkRouteEnd, lendsTransporters } from '../orders/beam';
import { recordBeam } from '../orders/beam-limits';
import { checkBeamingAllowed } from '../orders/beam-permission';
import { arrive, checkMayArrive, checkMayMove, type Place, placesAt, zoneOfPlace } from '../orders/places';
import { neighbours } from '../spaceline/spaceline';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

const RULE = '7.1.1 Beam';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Near-Warp Transport: "beaming from ship to a neighboring spaceline location", under Rulebook 7.1.1 Beam
/**
 * Right when `player` may beam from the ship to the place, at a neighbouring location, through the ship's transporters.
 * @category predicates
 */
export const checkNeighbourBeam =
  (player: PlayerId, ship: CardId, destination: Place) =>
  (game: GameState): E.Either<RuleError, Zone> => {
    const card = game.cards[ship];
    const to = zoneOfPlace(destination)(game);
    // Rulebook "Carried ships": a carried ship is a place too, with its own transporters
    if (card?.zone.kind !== 'atLocation' && card?.zone.kind !== 'docked' && card?.zone.kind !== 'carried')
      return E.left(ruleError(RULE, `${ship} is not a ship in play`));
    const aboard: Zone = { kind: 'aboard', carrier: ship };
    if (!lendsTransporters(player, aboard)(game))
      return E.left(ruleError(RULE, 'Beaming needs the transporters of an unstopped ship you may use'));
    const from = checkRouteEnd(player, aboard)(game);
    if (E.isLeft(from)) return from;
    if (O.isNone(to)) return E.left(ruleError(RULE, `${destination} is not a place in play`));
    const here = locationOfShip(ship, game);
    const there = locationOfZone(to.value, game);
    if (here === null || there === null || !neighbours(here)(game).includes(there))
      return E.left(ruleError(RULE, 'Near-Warp Transport beams to a neighboring spaceline location only'));
    const end = checkRouteEnd(player, to.value)(game);
    return E.isLeft(end) ? end : E.right(to.value);
  };

// Near-Warp Transport: "Transport a maximum of six of your personnel and/or your equipment", each beamed by 7.1.1
/**
 * Right when the cards, one to six of the player's personnel and equipment aboard the ship, may beam there in turn.
 * @category predicates
 */
export const checkTransport =
  (player: PlayerId, ship: CardId, transport: Transport, max: number) =>
  (game: GameState): E.Either<RuleError, void> => {
    const to = checkNeighbourBeam(player, ship, transport.destination)(game);
    if (E.isLeft(to)) return to;
    const { cards } = transport;
    if (
      !Array.isArray(cards) ||
      cards.length === 0 ||
      cards.length > max ||
      new Set(cards).size !== cards.length
    )
      return E.left(ruleError(RULE, `Near-Warp Transport beams one to ${max} different cards of yours`));
    let g = game;
    for (const card of cards) {
      const zone = game.cards[card]?.zone;
      if (zone?.kind !== 'aboard' || zone.carrier !== ship)
        return E.left(ruleError(RULE, `${card} is not aboard the ship it beams from`));
      const refused = checkOne(player, card, ship, transport.destination, to.right, g);
      if (E.isLeft(refused)) return refused;
      g = beamOne(player, card, ship, to.right, g);
    }
    return E.right(undefined);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The transports listed for a play on the ship: for each place at a neighbouring location, each card that may go
 * alone, then the first `max` that may go together (when more than one); `checkTransport` accepts any legal set.
 * @category operations
 */
export const transportChoices =
  (player: PlayerId, ship: CardId, max: number) =>
  (game: GameState): ReadonlyArray<Transport> => {
    const here = locationOfShip(ship, game);
    if (here === null) return [];
    const places = neighbours(here)(game).flatMap((location) => placesAt(location)(game));
    const aboard = cardsIn({ kind: 'aboard', carrier: ship })(game);
    return places.flatMap((destination) => {
      const to = checkNeighbourBeam(player, ship, destination)(game);
      if (E.isLeft(to)) return [];
      const alone = aboard.filter((card) =>
        E.isRight(checkOne(player, card, ship, destination, to.right, game)),
      );
      const together: CardId[] = [];
      let g = game;
      for (const card of alone) {
        if (together.length === max) break;
        if (E.isLeft(checkOne(player, card, ship, destination, to.right, g))) continue;
        together.push(card);
        g = beamOne(player, card, ship, to.right, g);
      }
      const singles = alone.map((card): Transport => ({ cards: [card], destination }));
      return together.length > 1 ? [...singles, { cards: together, destination }] : singles;
    });
  };

/**
 * The game after a legal transport: each card beamed in turn to the destination (stopped if it boards your stopped
 * ship), counted by the cards limiting beaming there.
 * @category operations
 */
export const transportToNeighbour =
  (player: PlayerId, ship: CardId, transport: Transport) =>
  (game: GameState): GameState => {
    const to = zoneOfPlace(transport.destination)(game);
    if (O.isNone(to)) return game;
    return transport.cards.reduce((g, card) => beamOne(player, card, ship, to.value, g), game);
  };

// Helpers

const checkOne = (
  player: PlayerId,
  card: CardId,
  ship: CardId,
  destination: Place,
  to: Zone,
  game: GameState,
): E.Either<RuleError, void> => {
  const moves = checkMayMove(RULE, player, card)(game);
  if (E.isLeft(moves)) return moves;
  const allowed = checkBeamingAllowed(player, card, { kind: 'aboard', carrier: ship }, to)(game);
  return E.isLeft(allowed) ? allowed : checkMayArrive(card, destination)(game);
};

const beamOne = (player: PlayerId, card: CardId, ship: CardId, to: Zone, game: GameState): GameState =>
  arrive(card, to)(recordBeam(player, card, { kind: 'aboard', carrier: ship }, to)(game));

const locationOfShip = (ship: CardId, game: GameState): LocationId | null =>
  O.toNullable(locationOf(ship)(game));

const locationOfZone = (zone: Zone, game: GameState): LocationId | null =>
  zone.kind === 'planetSurface'
    ? zone.location
    : zone.kind === 'aboard'
      ? locationOfShip(zone.carrier, game)
      : null;
