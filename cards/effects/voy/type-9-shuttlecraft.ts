// Type 9 Shuttlecraft (voy/type9shuttlecraft), ship:
// "May report aboard your Intrepid- and Nova-class ships."
// It may report for duty carried by your Intrepid- or Nova-class ship (domain/card-play/report-aboard.ts), and launch from it
// (Rulebook "Carried ships", domain/orders/carry.ts); loading it back aboard needs a card that permits carrying.
import { allOf, allow, anyOf, characteristic, ofType, yours } from '../../language/build';
import type { CardText } from '../../language/language';

export const type9Shuttlecraft: CardText = {
  blueprint: 'voy/type9shuttlecraft',
  whileInPlay: [
    allow('reportAboard', {
      cards: 'self',
      carrier: allOf(
        yours,
        ofType('Ship'),
        anyOf(characteristic('Intrepid class'), characteristic('Nova class')),
      ),
    }),
  ],
};
