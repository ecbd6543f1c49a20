// Temporal Rift: "Plays on your ship. Ship disappears. When countdown expires, ship reappears here." and Time Travel
// Pod: "That ship travels into the future (disappears for up to 5 turns). Pre-announce the return time." A ship that
// disappears leaves its location with the cards aboard it and played on them (zone `disappeared`): they are not in
// play and at no location, so nothing may target, attack, or count them present (Rulebook 12.4 Present). The ship
// reappears at the end of a turn (before the card draw, `Turn.endOfTurnActions`): once its countdown card has left
// play (Rulebook "Countdown Tickdown": discarded when its counter reaches zero), or at the end of the turn its player
// announced.
import * as O from 'fp-ts/Option';
import { isInPlay } from '../cards-in-play/persona';
import type { Reappearance } from '../core/card-instance';
import { named, record } from '../core/chronicle';
import {
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  type LocationId,
  locationOf,
  moveCard,
  type Zone,
} from '../core/game-state';
import type { Interpreter } from './immediate';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** Whether a ship that disappeared reappears now (at the end of the current turn). */
const isDue = (until: Reappearance, game: GameState): boolean => {
  if ('endOfTurn' in until) return until.endOfTurn <= game.turn.number;
  const card = game.cards[until.card];
  return card === undefined || !isInPlay(card);
};

/** The card a card rides on (aboard, played on, docked at), if any. */
const hostOf = (zone: Zone): CardId | null => {
  if (zone.kind === 'aboard') return zone.carrier;
  if (zone.kind === 'playedOn') return zone.host;
  return zone.kind === 'docked' ? zone.facility : null;
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** The cards that disappeared from a location (the zone list of `disappeared` zones there, `zoneKey`). */
const goneFrom = (location: LocationId, game: GameState): ReadonlyArray<CardId> =>
  game.zones[`disappeared:${location}`] ?? [];

/** The cards aboard and played on a card, and on them, in turn. */
const ridersOf = (id: CardId, game: GameState): ReadonlyArray<CardId> =>
  [
    ...cardsIn({ kind: 'aboard', carrier: id })(game),
    ...cardsIn({ kind: 'playedOn', host: id })(game),
  ].flatMap((rider) => [rider, ...ridersOf(rider, game)]);

// Temporal Rift, Time Travel Pod: "Ship disappears"
/**
 * The ship and everything aboard and on it leave the location, out of play, until `until`.
 * @category operations
 */
export const disappear =
  (ship: CardId, until: Reappearance) =>
  (game: GameState): GameState => {
    const at = locationOf(ship)(game);
    if (O.isNone(at)) return game;
    const location = at.value;
    const riders = ridersOf(ship, game);
    const gone = moveCard(ship, { kind: 'disappeared', location, from: getCard(ship)(game).zone, until })(
      game,
    );
    const all = riders.reduce(
      (g, id) => moveCard(id, { kind: 'disappeared', location, from: getCard(id)(g).zone })(g),
      gone,
    );
    return record(`${named(ship)(game)} disappears`, ship)(all);
  };

/**
 * The target ship disappears: until the card played leaves play (which then stays on its player's table to count
 * down), or until the end of the turn `returnIn` turns after this one.
 * @category operations
 */
export const targetShipDisappears: Interpreter<'targetShipDisappears'> = (effect, choices) => (game) => {
  const ship = choices.targetCard;
  if (ship === null || game.cards[ship] === undefined || !isInPlay(getCard(ship)(game))) return game;
  if (effect.returns !== 'whenCountdownExpires')
    return disappear(ship, { endOfTurn: game.turn.number + (choices.returnIn ?? 1) })(game);
  const card = choices.card;
  if (card === undefined) return game;
  const counting =
    game.cards[card]?.zone.kind === 'playedOn'
      ? moveCard(card, { kind: 'table', player: choices.player })(game)
      : game;
  return disappear(ship, { card })(counting);
};

/** Where a card that disappeared returns: where it was; a ship docked at a facility no longer there, in space. */
const returnZone = (zone: Extract<Zone, { readonly kind: 'disappeared' }>, game: GameState): Zone => {
  const from = zone.from;
  if (from.kind !== 'docked') return from;
  const facility = game.cards[from.facility];
  return facility !== undefined && isInPlay(facility)
    ? from
    : { kind: 'atLocation', location: zone.location };
};

// Temporal Rift: "When countdown expires, ship reappears here"; Time Travel Pod: at the return time announced
/**
 * Every ship that disappeared and is due reappears where it was, with the cards that went with it.
 * @category operations
 */
export const reappearDue = (game: GameState): GameState => {
  let next = game;
  for (const location of Object.keys(game.locations)) {
    for (const id of goneFrom(location, next)) {
      const zone = getCard(id)(next).zone;
      if (zone.kind !== 'disappeared' || zone.until === undefined || !isDue(zone.until, next)) continue;
      next = record(`${named(id)(next)} reappears`, id)(moveCard(id, returnZone(zone, next))(next));
    }
    next = returnRiders(location, next);
  }
  return next;
};

/** The cards that went with a ship follow it back once the card they were aboard or on is back. */
const returnRiders = (location: LocationId, game: GameState): GameState => {
  let next = game;
  for (let moved = true; moved; ) {
    moved = false;
    for (const id of goneFrom(location, next)) {
      const zone = getCard(id)(next).zone;
      if (zone.kind !== 'disappeared' || zone.until !== undefined) continue;
      const host = hostOf(zone.from);
      if (host !== null && getCard(host)(next).zone.kind === 'disappeared') continue;
      next = moveCard(id, zone.from)(next);
      moved = true;
    }
  }
  return next;
};
