// Demora Sulu (tmp/tmp47), personnel, special skill:
// "If on {any Enterprise}, it is RANGE +1."
// "{any Enterprise}": a ship whose title says Enterprise (Rulebook "Characteristics" L1112: U.S.S. Enterprise, Starship
// Enterprise, U.S.S. Enterprise-E, …).
import { allOf, attribute, characteristic, modify, ofType } from '../../language/build';
import type { CardText } from '../../language/language';

export const demoraSulu: CardText = {
  blueprint: 'tmp/tmp47',
  whileInPlay: [
    modify('shipAboard', attribute('RANGE'), 'add', 1, {
      filter: allOf(ofType('Ship'), characteristic('Enterprise')),
    }),
  ],
};
