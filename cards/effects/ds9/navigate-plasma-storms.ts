// Navigate Plasma Storms (ds9/NavigatePlasmaStormsA), objective:
// "Seeds or plays on table. End of every player's turn, if any ship is in the Badlands Region (even [MU]), that player
// must probe: [Interrupt], [Doorway]: Flare-up. All ships and facilities in space in that region without 3 Navigation
// aboard are damaged. [Objective]: Maelstrom. All ships and facilities in space in that region without 5 Navigation
// aboard are destroyed. [Event]: Plasma storms subside. Discard objective."
// Seeded on the table in the facility phase (domain/seed-phases/table-seed.ts) or played there like an event; the probe is
// required, at the end of either player's turn, by the player whose turn it is: a triggered ability on the end of
// every turn (domain/card-effects/end-of-turn.ts, the probe in domain/card-effects/end-of-turn-probes.ts). "In space":
// ships not landed and facilities other than headquarters; damage is one rotation damage marker (Rulebook 7.5.1).
import {
  aboard,
  allInPlay,
  allOf,
  anyOf,
  atEndOfTurnIf,
  damage,
  destroy,
  discardSelf,
  everyPlayersTurn,
  inRegion,
  inSpace,
  ofType,
  onTheTable,
  unlessCrewHas,
} from '../../language/build';
import { ifShipInRegion, onIcons, probe } from '../../language/build-probes';
import type { CardText } from '../../language/language';

const BADLANDS = 'Badlands Region';

/** "All ships and facilities in space in that region". */
const inThatRegion = allInPlay(allOf(anyOf(ofType('Ship'), ofType('Facility')), inSpace, inRegion(BADLANDS)));

export const navigatePlasmaStorms: CardText = {
  blueprint: 'ds9/NavigatePlasmaStormsA',
  plays: onTheTable,
  triggers: [
    atEndOfTurnIf(
      everyPlayersTurn,
      ifShipInRegion(BADLANDS),
      probe([
        onIcons(['Interrupt', 'Doorway'], damage(inThatRegion, unlessCrewHas(aboard('Navigation', 3)))),
        onIcons(['Objective'], destroy(inThatRegion, unlessCrewHas(aboard('Navigation', 5)))),
        onIcons(['Event'], discardSelf),
      ]),
    ),
  ],
};
