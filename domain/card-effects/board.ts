// Issue #14: the general verb `board` (cards/language/verb-language.ts): a card not aboard anything at a location (an
// escape pod's occupant) boards the first of its controller's ships or facilities there that it may board. Rulebook
// "Compatible" (who may board), "Carried ships" (a ship carried aboard another is a place there too, last), "Sites"
// (aboard a station with sites, at the first site it may join), 10.2.1 (boarding a stopped ship of its controller stops
// it).
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { named, record } from '../core/chronicle';
import { blueprintOf, type CardId, type GameState, getCard, locationOf, type Zone } from '../core/game-state';
import { checkMayBoard } from '../orders/boarding';
import { arrive, carriersWithCarriedAt, withSites, zoneOfPlace } from '../orders/places';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

const isCarrier = (id: CardId, game: GameState): boolean => {
  const type = blueprintOf(id)(game).type;
  return type === 'Ship' || type === 'Facility';
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * `card` aboard the first of its controller's ships or facilities at its location that it may board (Rulebook
 * "Compatible"), a carried ship last, at a station's first site it may join; the game unchanged when there is none.
 * @category operations
 */
export const boardFirstPlace =
  (card: CardId) =>
  (game: GameState): GameState => {
    const location = locationOf(card)(game);
    if (O.isNone(location)) return game;
    const controller = getCard(card)(game).controller;
    const place = withSites(
      carriersWithCarriedAt(location.value)(game).filter(
        (c) => getCard(c)(game).controller === controller && isCarrier(c, game),
      ),
    )(game).find((p) =>
      O.exists(
        (zone: Zone) =>
          zone.kind === 'aboard' && E.isRight(checkMayBoard(card, zone.carrier, zone.site)(game)),
      )(zoneOfPlace(p)(game)),
    );
    const zone = place === undefined ? O.none : zoneOfPlace(place)(game);
    if (place === undefined || O.isNone(zone)) return game;
    return record(`${named(card)(game)} boards ${named(place)(game)}`, card)(arrive(card, zone.value)(game));
  };
