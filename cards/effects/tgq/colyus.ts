// Colyus (tgq/tgq_42V), personnel, special skill:
// "Other [GQ][Non] personnel present are attributes all +1."
// [GQ][Non]: the Gamma Quadrant icon and the Non-Aligned affiliation; anyone's.
import { affiliation, allAttributes, allOf, modify } from '../../language/build';
import { icon } from '../../language/build-time-travel';
import type { CardText } from '../../language/language';

export const colyus: CardText = {
  blueprint: 'tgq/tgq_42V',
  whileInPlay: [
    modify('othersPresent', allAttributes, 'add', 1, {
      filter: allOf(icon('GQ'), affiliation('Non-Aligned')),
    }),
  ],
};
