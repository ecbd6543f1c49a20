// Eighteen of Nineteen (fc/eighteenofnineteen), personnel, special skill:
// "While on your ship, RANGE is +1. (Cumulative.)"
// "On your ship": aboard a ship its controller controls (the filter `yours` is read for the card's controller); the
// ship it is aboard is RANGE +1.
import { allOf, attribute, modify, ofType, yours } from '../../language/build';
import type { CardText } from '../../language/language';

export const eighteenOfNineteen: CardText = {
  blueprint: 'fc/eighteenofnineteen',
  whileInPlay: [modify('shipAboard', attribute('RANGE'), 'add', 1, { filter: allOf(ofType('Ship'), yours) })],
  cumulative: true,
};
