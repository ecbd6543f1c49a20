// K'mtar (au/kmtar), personnel, special skill:
// "Attributes all +5 if with {Alexander Rozhenko}."
// "With" is "present with" (Rulebook 12.4), as Ja'rod's "if with {Toral}".
import { allAttributes, ifWith, modify, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const kmtar: CardText = {
  blueprint: 'au/kmtar',
  whileInPlay: [modify('self', allAttributes, 'add', 5, { condition: ifWith(titled('Alexander Rozhenko')) })],
};
