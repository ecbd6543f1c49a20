// Wormhole (premiere/Wormhole_B), interrupt:
// "Requires two wormholes. Play one on your ship. Play the other at any location (even a time location). Ship
// relocates to that location (and then is 'stopped')."
// One play of two copies: it targets your ship and names the other copy in your hand and the location (any location
// on a spaceline but the ship's; there are no time locations). Rulings "Wormhole": it plays as the ship "begins to
// move", so only on your turn, on an undocked, unlanded ship that may move now, which begins your orders; no RANGE is
// used and no location passed (Rulings "passing locations"). Both copies are discarded after use
// (domain/card-effects/wormhole.ts).
import { allOf, ofType, onCard, yours } from '../../language/build';
import { relocate, throughWormholes } from '../../language/build-movement';
import type { CardText } from '../../language/language';

export const wormhole: CardText = {
  blueprint: 'premiere/Wormhole_B',
  plays: onCard(allOf(ofType('Ship'), yours)),
  immediate: [relocate(throughWormholes)],
};
