// Spacedock (premiere/spacedock), event:
// "Plays on outpost. Instantly repairs your damaged ships if they stop here. Also repairs non-aligned ships."
// "Stop here": a ship that moves and ends its move at this location (Rulebook 7.1.5 Move).
import { facility, onCard, repairShipsStoppingHere } from '../build';
import type { CardText } from '../language';

export const spacedock: CardText = {
  blueprint: 'premiere/spacedock',
  plays: onCard(facility('Outpost')),
  whileInPlay: [repairShipsStoppingHere('Non-Aligned')],
};
