// Admiral McCoy (2pg/admiralmccoy), personnel, special skill:
// "Other MEDICAL are CUNNING +3 where present."
// No "your" (Rulebook 12.3): every other MEDICAL present, either player's.
import { attribute, hasSkill, modify } from '../../language/build';
import type { CardText } from '../../language/language';

export const admiralMcCoy: CardText = {
  blueprint: '2pg/admiralmccoy',
  whileInPlay: [modify('othersPresent', attribute('CUNNING'), 'add', 3, { filter: hasSkill('MEDICAL') })],
};
