// Christopher Pike (agt/ST1E-ENAGT018), personnel, special skill:
// "Your other [OS] personnel here are attributes all +1."
// "Here": anywhere at his spaceline location (Rulebook 12.4), but himself.
import { allAttributes, allOf, modify, ofType, yours } from '../../language/build';
import { icon } from '../../language/build-time-travel';
import type { CardText } from '../../language/language';

export const christopherPike: CardText = {
  blueprint: 'agt/ST1E-ENAGT018',
  whileInPlay: [
    modify('othersAtSameLocation', allAttributes, 'add', 1, {
      filter: allOf(yours, ofType('Personnel'), icon('OS')),
    }),
  ],
};
