// Alien Groupie: "Female groupie delays beam up of one male (random selection) for one full turn.": while the card
// is on the personnel (domain/card-effects/mission-completed.ts places it), he may not leave the planet surface. The
// move orders (domain/orders/places.ts) ask `isHeldOnPlanet`; this module imports nothing that imports them.
import type { CardId, GameState } from '../core/game-state';
import { rulesInPlay } from './in-play';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Alien Groupie: "delays beam up of one male": the personnel she plays on, while on a planet surface
/**
 * Whether card text holds the personnel on the planet surface it is on (a card in play on it says so).
 * @category predicates
 */
export const isHeldOnPlanet =
  (personnel: CardId) =>
  (game: GameState): boolean => {
    if (game.cards[personnel]?.zone.kind !== 'planetSurface') return false;
    return rulesInPlay('holdsHostOnPlanet')(game).some((rule) => {
      const zone = game.cards[rule.source.id]?.zone;
      return zone?.kind === 'playedOn' && zone.host === personnel;
    });
  };
