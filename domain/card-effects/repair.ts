// Spacedock: "Plays on outpost. Instantly repairs your damaged ships if they stop here. Also repairs non-aligned
// ships." Rulebook 7.5.2 Repair: a repaired ship loses its damage. A ship stops at a location when its move ends
// there (Rulebook 7.1.5 Move): `repairsOnArrival` answers each `ship.arrived` (domain/game/settle.ts).
import * as O from 'fp-ts/Option';
import { isDamaged, retrieveMarkers } from '../battle-rules/tactics-damage';
import { affiliationOf } from '../cards-in-play/affiliation';
import { trigger } from '../core/game-events';
import { type CardId, type GameState, getCard, locationOf, updateCard } from '../core/game-state';
import { isPhased } from '../orders/phasing';
import { rulesInPlay } from './in-play';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Spacedock: your ships, and non-aligned ships, that stop at the location of the outpost it plays on (not phased)
/**
 * Whether a card in play repairs this ship at the location where it now is.
 * @category predicates
 */
export const isRepairedHere =
  (ship: CardId) =>
  (game: GameState): boolean => {
    const card = getCard(ship)(game);
    const here = locationOf(ship)(game);
    // Rulebook 7.6 phasing: "Phased cards are unaffected by most cards in play"
    if (!isDamaged(ship)(game) || O.isNone(here) || isPhased(ship)(game)) return false;
    return rulesInPlay('repairShipsStoppingHere')(game).some((r) => {
      const host = getCard(r.source.id)(game).zone;
      if (host.kind !== 'playedOn') return false;
      const at = locationOf(host.host)(game);
      const reaches =
        card.controller === r.source.controller || affiliationOf(ship)(game) === r.effect.alsoAffiliation;
      return reaches && O.isSome(at) && at.value === here.value;
    });
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.5.2 Repair and Spacedock's "instantly repairs": "Whenever a ship or facility is fully repaired (for
// example, by Spacedock), remove all damage markers immediately" (tactics damage markers are retrieved)
/**
 * The ship repaired (no damage left) if a card in play repairs it where its move ended, else the game unchanged.
 * @category operations
 */
export const repairAfterMove =
  (ship: CardId) =>
  (game: GameState): GameState =>
    isRepairedHere(ship)(game)
      ? retrieveMarkers(ship)(updateCard(ship, (c) => ({ ...c, damage: 0 }))(game))
      : game;

/**
 * "Instantly repairs your damaged ships if they stop here": answers a ship's arrival, while such a card is in play.
 * @category operations
 */
export const repairsOnArrival = trigger({
  name: 'Spacedock: repairs the damaged ships that stop here',
  on: 'ship.arrived',
  relevant: (game) => rulesInPlay('repairShipsStoppingHere')(game).length > 0,
  run: (event) => repairAfterMove(event.ship),
});
