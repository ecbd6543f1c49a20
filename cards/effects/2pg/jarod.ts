// Ja'rod (2pg/jarod), personnel, special skill:
// "Attributes all +5 if with {Toral}."
// "With" is "present with" (Rulebook 12.4).
import { allAttributes, ifWith, modify, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const jarod: CardText = {
  blueprint: '2pg/jarod',
  whileInPlay: [modify('self', allAttributes, 'add', 5, { condition: ifWith(titled('Toral')) })],
};
