// Commander Chekov (tmp/043commanderchekov), personnel, special skill:
// "If on {Starship Enterprise}, it is WEAPONS +2."
import { attribute, modify, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const commanderChekov: CardText = {
  blueprint: 'tmp/043commanderchekov',
  whileInPlay: [
    modify('shipAboard', attribute('WEAPONS'), 'add', 2, { filter: titled('Starship Enterprise') }),
  ],
};
