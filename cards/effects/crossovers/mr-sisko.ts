// Mr. Sisko (crossovers/crossoversup_71), personnel, special skill:
// "Your [TE] personnel (except [AU]) are attributes all +1."
// [TE]: the Terok Nor icon; wherever they are, himself included.
import { allAttributes, allOf, modify, not } from '../../language/build';
import { icon } from '../../language/build-time-travel';
import type { CardText } from '../../language/language';

export const mrSisko: CardText = {
  blueprint: 'crossovers/crossoversup_71',
  whileInPlay: [
    modify('yourPersonnel', allAttributes, 'add', 1, { filter: allOf(icon('TE'), not(icon('AU'))) }),
  ],
};
