// Grilka (ds9/grilka), personnel, special skill:
// "Attributes all +3 if with {any Quark}."
// "{any Quark}": a personnel whose title has the word Quark (Quark, Quark Son of Keldar), anyone's, present with her
// (Rulebook 12.4 "with").
import { allAttributes, allOf, ifWith, modify, ofType, titleWord } from '../../language/build';
import type { CardText } from '../../language/language';

export const grilka: CardText = {
  blueprint: 'ds9/grilka',
  whileInPlay: [
    modify('self', allAttributes, 'add', 3, {
      condition: ifWith(allOf(ofType('Personnel'), titleWord('Quark'))),
    }),
  ],
};
