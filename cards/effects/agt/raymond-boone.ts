// Raymond Boone (agt/ST1E-ENAGT022), personnel, special skill:
// "Attributes all +2 if with {Miles O'Brien} or {Benjamin Maxwell}."
// "With" is "present with" (Rulebook 12.4), anyone's.
import { allAttributes, anyOf, ifWith, modify, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const raymondBoone: CardText = {
  blueprint: 'agt/ST1E-ENAGT022',
  whileInPlay: [
    modify('self', allAttributes, 'add', 2, {
      condition: ifWith(anyOf(titled("Miles O'Brien"), titled('Benjamin Maxwell'))),
    }),
  ],
};
