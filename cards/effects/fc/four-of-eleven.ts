// Four of Eleven (fc/fourofeleven), personnel, special skill:
// "While on your ship, SHIELDS are +2. (Cumulative.)"
// "On your ship": aboard a ship its controller controls (the filter `yours` is read for the card's controller); the
// ship it is aboard is SHIELDS +2.
import { allOf, attribute, modify, ofType, yours } from '../../language/build';
import type { CardText } from '../../language/language';

export const fourOfEleven: CardText = {
  blueprint: 'fc/fourofeleven',
  whileInPlay: [
    modify('shipAboard', attribute('SHIELDS'), 'add', 2, { filter: allOf(ofType('Ship'), yours) }),
  ],
  cumulative: true,
};
