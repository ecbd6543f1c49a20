// Stadi (voy/stadi), personnel, special skill:
// "If on a [Fed] ship, it is RANGE +1 (+2 if Intrepid class)."
// A ship's class is a characteristic (Rulebook "Characteristics" L1112; the card data writes it "Intrepid Class").
import { affiliation, allOf, attribute, characteristic, modify, not } from '../../language/build';
import type { CardText } from '../../language/language';

export const stadi: CardText = {
  blueprint: 'voy/stadi',
  whileInPlay: [
    modify('shipAboard', attribute('RANGE'), 'add', 1, {
      filter: allOf(affiliation('Federation'), not(characteristic('Intrepid Class'))),
    }),
    modify('shipAboard', attribute('RANGE'), 'add', 2, {
      filter: allOf(affiliation('Federation'), characteristic('Intrepid Class')),
    }),
  ],
};
