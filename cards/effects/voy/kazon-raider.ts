// Kazon Raider (voy/kazonraider), ship:
// "Kazon shuttlecraft may report, be carried, and launch aboard. Tractor Beam"
// Your Kazon shuttlecraft may report for duty carried by this ship (domain/card-play/report-aboard.ts), and be loaded aboard,
// carried and launched by it (Rulebook "Carried ships", domain/orders/carry.ts). Tractor Beam is special equipment.
import { affiliation, allOf, allow, characteristic, ofType, yours } from '../../language/build';
import type { CardText } from '../../language/language';

const yourKazonShuttlecraft = allOf(
  yours,
  ofType('Ship'),
  affiliation('Kazon'),
  characteristic('shuttlecraft'),
);

export const kazonRaider: CardText = {
  blueprint: 'voy/kazonraider',
  whileInPlay: [
    allow('reportAboard', { cards: yourKazonShuttlecraft, carrier: 'self' }),
    allow('carry', { cards: yourKazonShuttlecraft, carrier: 'self' }),
  ],
};
