// Weiss (ha/74weissfed), personnel, special skill:
// "Opposing personnel are STRENGTH -1 where present."
// "Opposing": your opponent's (Rulebook 12.4 Present).
import { attribute, modify, opponents } from '../../language/build';
import type { CardText } from '../../language/language';

export const weiss: CardText = {
  blueprint: 'ha/74weissfed',
  whileInPlay: [modify('othersPresent', attribute('STRENGTH'), 'add', -1, { filter: opponents })],
};
