// ... on the Station: tribbles "may 'spread' (move) to an adjacent site or into/out of a facility or a landed, docked,
// or carried ship". The places a walk connects (Rulebook 7.1.2 Walk: a facility and a ship docked there, a planet and a
// facility or landed ship on it; "Carried ships": a carrier and the ship it carries), whoever's cards they are; not on
// or off a cloaked ship (Rulebook 7.6). No site enters play in the engine, so no site is adjacent.
import * as O from 'fp-ts/Option';
import { isCloaked } from '../cards-in-play/presence';
import { blueprintOf, cardsIn, type GameState, getCard, type Zone } from '../core/game-state';
import { type Place, zoneOfPlace } from '../orders/places';
import { isOnPlanet } from '../orders/walk';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// ... on the Station: "into/out of a facility or a landed, docked, or carried ship" (whoever's; 7.6 not on or off a
// cloaked ship)
/**
 * The places tribbles at `from` may spread to: into or out of a facility or a landed, docked or carried ship.
 * @category predicates
 */
export const spreadDestinations =
  (from: Zone) =>
  (game: GameState): ReadonlyArray<Place> => {
    const places = adjacent(from, game).filter((place) => {
      const zone = zoneOfPlace(place)(game);
      return O.isSome(zone) && !(zone.value.kind === 'aboard' && isCloaked(zone.value.carrier)(game));
    });
    const origin = from.kind === 'aboard' && isCloaked(from.carrier)(game);
    return origin ? [] : places;
  };

// Helpers

const adjacent = (from: Zone, game: GameState): ReadonlyArray<Place> => {
  if (from.kind === 'planetSurface')
    return cardsIn({ kind: 'atLocation', location: from.location })(game).filter(
      (id) => ['Ship', 'Facility'].includes(blueprintOf(id)(game).type) && isOnPlanet(id)(game),
    );
  if (from.kind !== 'aboard') return [];
  const carrier = from.carrier;
  const zone = getCard(carrier)(game).zone;
  const inside = [
    ...cardsIn({ kind: 'docked', facility: carrier })(game),
    ...cardsIn({ kind: 'carried', carrier })(game),
  ];
  const outside =
    zone.kind === 'docked'
      ? [zone.facility]
      : zone.kind === 'carried'
        ? [zone.carrier]
        : zone.kind === 'atLocation' && isOnPlanet(carrier)(game)
          ? [zone.location]
          : [];
  return [...inside, ...outside];
};
