// Son'a Battleship (tmp/124sonabattleship), ship:
// "Son'a shuttlecraft may report, be carried, and launch aboard. Tractor Beam"
// Your Son'a shuttlecraft may report for duty carried by this ship (domain/card-play/report-aboard.ts), and be loaded aboard,
// carried and launched by it (Rulebook "Carried ships", domain/orders/carry.ts). Tractor Beam is special equipment.
import { allOf, allow, characteristic, ofType, yours } from '../../language/build';
import type { CardText } from '../../language/language';

const yourSonaShuttlecraft = allOf(
  yours,
  ofType('Ship'),
  characteristic("Son'a"),
  characteristic('shuttlecraft'),
);

export const sonaBattleship: CardText = {
  blueprint: 'tmp/124sonabattleship',
  whileInPlay: [
    allow('reportAboard', { cards: yourSonaShuttlecraft, carrier: 'self' }),
    allow('carry', { cards: yourSonaShuttlecraft, carrier: 'self' }),
  ],
};

// Li'seria (tmp/123liseria), ship: "Son'a shuttlecraft may report, be carried, and launch aboard. Tractor Beam"
export const liseria: CardText = { ...sonaBattleship, blueprint: 'tmp/123liseria' };
