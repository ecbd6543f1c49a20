// Thirteen of Nineteen (fc/thirteenofnineteen), personnel, special skill:
// "While on your ship, WEAPONS are +2. (Cumulative.)"
// "On your ship": aboard a ship its controller controls (the filter `yours` is read for the card's controller); the
// ship it is aboard is WEAPONS +2.
import { allOf, attribute, modify, ofType, yours } from '../../language/build';
import type { CardText } from '../../language/language';

export const thirteenOfNineteen: CardText = {
  blueprint: 'fc/thirteenofnineteen',
  whileInPlay: [
    modify('shipAboard', attribute('WEAPONS'), 'add', 2, { filter: allOf(ofType('Ship'), yours) }),
  ],
  cumulative: true,
};
