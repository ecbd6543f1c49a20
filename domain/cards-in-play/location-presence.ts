// Rulebook 12.4 Present, "Here" & "There": who has cards at each spaceline location (in space, docked, carried, aboard
// a ship or facility there, or on its planet surface). A fact of the whole table, found in one pass over the cards in
// play once per `cards` record, so that a rule which needs two sides at one location (a battle, Rulebook 7.4
// Initiation) skips a location where they are not without looking at its cards (issue #17).
import type { CardInstance, GameState, LocationId, PlayerId, Zone } from '../core/game-state';
import { memoizeRecent } from '../core/memo';
import { cardsInPlayOf } from './persona';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

type Cards = GameState['cards'];

const NOBODY: ReadonlySet<PlayerId> = new Set();

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// the controllers of the cards in play at each location, once per `cards` record (a card's zone is in its instance)
const controllersByLocation = memoizeRecent(
  (cards: Cards): ReadonlyMap<LocationId, ReadonlySet<PlayerId>> => {
    const at = new Map<LocationId, Set<PlayerId>>();
    for (const card of cardsInPlayOf(cards)) {
      const location = placedAt(card, cards);
      if (location === undefined) continue;
      const controllers = at.get(location);
      if (controllers === undefined) at.set(location, new Set([card.controller]));
      else controllers.add(card.controller);
    }
    return at;
  },
);

/**
 * The controllers of the cards at a spaceline location: in space there, docked, carried or aboard a ship or facility
 * there, or on its planet surface (not the missions, nor cards under or played on them). The self-controlled pseudo-
 * player is one of them where a self-controlled card is (domain/battle-rules/self-controlled.ts).
 * @category operations
 */
export const controllersAt =
  (location: LocationId) =>
  (game: GameState): ReadonlySet<PlayerId> =>
    controllersByLocation(game.cards).get(location) ?? NOBODY;

// Helpers

/** The location a card in a ship, facility or planet place is at, through what it is aboard, docked at or carried by. */
const placedAt = (card: CardInstance, cards: Cards): LocationId | undefined => {
  let zone: Zone | undefined = card.zone;
  while (zone !== undefined)
    switch (zone.kind) {
      case 'atLocation':
      case 'planetSurface':
        return zone.location;
      case 'aboard':
      case 'carried':
        zone = cards[zone.carrier]?.zone;
        break;
      case 'docked':
        zone = cards[zone.facility]?.zone;
        break;
      default:
        return undefined;
    }
  return undefined;
};
