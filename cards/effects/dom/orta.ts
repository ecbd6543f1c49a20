// Orta (dom/orta), personnel, special skill:
// "Opposing personnel STRENGTH -1 where present."
// "Opposing": your opponent's (Rulebook 12.4 Present).
import { attribute, modify, opponents } from '../../language/build';
import type { CardText } from '../../language/language';

export const orta: CardText = {
  blueprint: 'dom/orta',
  whileInPlay: [modify('othersPresent', attribute('STRENGTH'), 'add', -1, { filter: opponents })],
};
