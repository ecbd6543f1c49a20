// Engage Shuttle Operations (au/engageshuttleoperations), event:
// "Plays on table. Your shuttlecraft may take off and land (using full RANGE) and be loaded, carried, and launched by
// your ships with Tractor Beam and ENGINEER aboard (uses 0 RANGE)."
// Shuttlecraft: a ship whose title, class or characteristics say so (Rulebook "Characteristics"). Landing and taking
// off use all the shuttle's RANGE, none used yet that turn (domain/orders/land.ts); loading and launching are the
// orders `ship.load` and `ship.launch` (Rulebook "Carried ships", domain/orders/carry.ts), by a carrier whose Tractor
// Beam may carry ships and whose crew has an ENGINEER able to act.
import { aboard, allOf, allow, characteristic, ofType, onTheTable, yours } from '../../language/build';
import type { CardText } from '../../language/language';

const yourShuttlecraft = allOf(yours, characteristic('shuttlecraft'));

export const engageShuttleOperations: CardText = {
  blueprint: 'au/engageshuttleoperations',
  plays: onTheTable,
  whileInPlay: [
    allow('land', { cards: yourShuttlecraft, uses: 'full' }),
    allow('carry', {
      cards: yourShuttlecraft,
      carrier: allOf(yours, ofType('Ship')),
      tractorBeam: true,
      carrierCrewHas: aboard('ENGINEER'),
    }),
  ],
};
