// Kol (The Next Generation) (TNG/tng_72V), personnel, special skill:
// "Attributes all +2 if with {Goss} or {Dr. Arridor}."
// "With" is "present with" (Rulebook 12.4), anyone's.
import { allAttributes, anyOf, ifWith, modify, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const kolTheNextGeneration: CardText = {
  blueprint: 'TNG/tng_72V',
  whileInPlay: [
    modify('self', allAttributes, 'add', 2, {
      condition: ifWith(anyOf(titled('Goss'), titled('Dr. Arridor'))),
    }),
  ],
};
