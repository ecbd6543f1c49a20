// Blue Alert (voy/bluealert), incident:
// "Seeds or plays on table. Each of your Intrepid-class ships and ships with no staffing requirements may use 2 RANGE
// to land or take off once each turn. Also, your shuttlecraft may be carried aboard and launched from your ships that
// have Tractor Beam. (Captain's Order.)"
// An incident plays like an event (Rulebook, the card types: "they all function the same way"); it seeds in the
// facility phase (domain/seed-phases/table-seed.ts). "No staffing requirements": no printed staffing icon. "Carried aboard":
// loaded, carried and launched (Rulebook "Carried ships", the orders `ship.load` and `ship.launch`). "(Captain's
// Order.)" is a characteristic other cards name; no card the engine implements reads it.
import {
  allOf,
  allow,
  anyOf,
  characteristic,
  not,
  ofType,
  onTheTable,
  staffingIcons,
  yours,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const blueAlert: CardText = {
  blueprint: 'voy/bluealert',
  plays: onTheTable,
  whileInPlay: [
    allow('land', {
      cards: allOf(yours, ofType('Ship'), anyOf(characteristic('Intrepid Class'), not(staffingIcons(1)))),
      uses: 2,
      limit: 'onceEachTurn',
    }),
    allow('carry', {
      cards: allOf(yours, characteristic('shuttlecraft')),
      carrier: allOf(yours, ofType('Ship')),
      tractorBeam: true,
    }),
  ],
};
