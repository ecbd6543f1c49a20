// Joachim (tmp/tmp96), personnel, special skill:
// "If on {U.S.S. Reliant}, it is WEAPONS +3."
import { attribute, modify, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const joachim: CardText = {
  blueprint: 'tmp/tmp96',
  whileInPlay: [modify('shipAboard', attribute('WEAPONS'), 'add', 3, { filter: titled('U.S.S. Reliant') })],
};
