// Lamat'Ukan (bog/lamatukan), personnel, special skill:
// "While on your ship, it is WEAPONS +2."
import { attribute, modify, yours } from '../../language/build';
import type { CardText } from '../../language/language';

export const lamatUkan: CardText = {
  blueprint: 'bog/lamatukan',
  whileInPlay: [modify('shipAboard', attribute('WEAPONS'), 'add', 2, { filter: yours })],
};
