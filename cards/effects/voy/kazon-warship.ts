// Kazon Warship (voy/Kazon_WarshipB), ship:
// "[Univ] [Kaz] ships (except Warships) may be carried and launched aboard. Tractor Beam"
// Your universal Kazon ships that are not warships may be loaded aboard this ship, carried and launched (Rulebook
// "Carried ships", domain/orders/carry.ts); its own text lets it carry them, whatever its Tractor Beam.
import {
  affiliation,
  allOf,
  allow,
  characteristic,
  not,
  ofType,
  universal,
  yours,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const kazonWarship: CardText = {
  blueprint: 'voy/Kazon_WarshipB',
  whileInPlay: [
    allow('carry', {
      cards: allOf(yours, ofType('Ship'), universal, affiliation('Kazon'), not(characteristic('warship'))),
      carrier: 'self',
    }),
  ],
};
