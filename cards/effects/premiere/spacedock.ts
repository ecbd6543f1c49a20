// Spacedock (premiere/spacedock), event:
// "Plays on outpost. Instantly repairs your damaged ships if they stop here. Also repairs non-aligned ships."
// "Stop here": a ship that moves and ends its move at this location (Rulebook 7.1.5 Move), or is relocated there; a
// phased ship is not reached ("Phased cards are unaffected by most cards in play", Rulebook 7.6).
import {
  affiliation,
  allOf,
  anyOf,
  damaged,
  facility,
  onCard,
  repair,
  theTarget,
  whenShipStopsHere,
  yours,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const spacedock: CardText = {
  blueprint: 'premiere/spacedock',
  plays: onCard(facility('Outpost')),
  triggers: [
    whenShipStopsHere(
      { subject: allOf(damaged, anyOf(yours, affiliation('Non-Aligned'))) },
      repair(theTarget),
    ),
  ],
};
