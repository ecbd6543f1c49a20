// Eight of Nineteen (fc/eightofnineteen), personnel, special skill:
// "Where present, your Borg are each STRENGTH +2. (Cumulative.)"
// "Your Borg": your Borg-affiliation personnel present, himself included.
import { affiliation, attribute, modify } from '../../language/build';
import type { CardText } from '../../language/language';

export const eightOfNineteen: CardText = {
  blueprint: 'fc/eightofnineteen',
  whileInPlay: [
    modify('yourPersonnelPresent', attribute('STRENGTH'), 'add', 2, { filter: affiliation('Borg') }),
  ],
  cumulative: true,
};
