// Ch'dak (tmp/tmp72), personnel, special skill:
// "If on a [Kli] [Films] ship, it is RANGE +1."
// [Kli] [Films]: a Klingon-affiliation ship with the [Films] icon.
import { affiliation, allOf, attribute, modify } from '../../language/build';
import { icon } from '../../language/build-time-travel';
import type { CardText } from '../../language/language';

export const chdak: CardText = {
  blueprint: 'tmp/tmp72',
  whileInPlay: [
    modify('shipAboard', attribute('RANGE'), 'add', 1, {
      filter: allOf(affiliation('Klingon'), icon('Films')),
    }),
  ],
};
