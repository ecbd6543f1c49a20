// Near-Warp Transport (premiere/nearwarptransport), interrupt:
// "Allows beaming from ship to a neighboring spaceline location. Transport a maximum of six of your personnel and/or
// your equipment."
// The play targets the ship of yours whose transporters beam (unstopped, not cloaked), names the place at a location
// next to it on its spaceline (a planet surface, or a ship or facility there) and one to six of your personnel and
// equipment aboard the ship; each beams under Rulebook 7.1.1 as any beam does (shields, cloaking, compatibility,
// Atmospheric Ionization). `legalActions` lists, for each place, each card alone and the first six together; any other
// legal set of up to six is accepted (domain/card-effects/near-warp.ts). Not during a mission attempt (Rulebook
// "Playing 'At Any Time'").
import { allOf, ofType, onCard, yours } from '../../language/build';
import { relocate, toNeighbouringLocation } from '../../language/build-movement';
import type { CardText } from '../../language/language';

export const nearWarpTransport: CardText = {
  blueprint: 'premiere/nearwarptransport',
  plays: onCard(allOf(ofType('Ship'), yours)),
  immediate: [relocate(toNeighbouringLocation(6))],
};
