// Keeve Falor (dom/keevefalor), personnel, special skill:
// "Your [Baj] CIVILIANs present are attributes all +2."
// [Baj]: the Bajoran affiliation; CIVILIAN: the classification.
import { affiliation, allAttributes, allOf, classification, modify, yours } from '../../language/build';
import type { CardText } from '../../language/language';

export const keeveFalor: CardText = {
  blueprint: 'dom/keevefalor',
  whileInPlay: [
    modify('othersPresent', allAttributes, 'add', 2, {
      filter: allOf(yours, affiliation('Bajoran'), classification('CIVILIAN')),
    }),
  ],
};
