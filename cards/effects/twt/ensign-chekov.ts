// Ensign Chekov (twt/ensignchekov), personnel, special skill:
// "If on {Starship Enterprise}, it is RANGE +2."
import { attribute, modify, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const ensignChekov: CardText = {
  blueprint: 'twt/ensignchekov',
  whileInPlay: [
    modify('shipAboard', attribute('RANGE'), 'add', 2, { filter: titled('Starship Enterprise') }),
  ],
};
