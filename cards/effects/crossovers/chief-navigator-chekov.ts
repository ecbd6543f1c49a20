// Chief Navigator Chekov (crossovers/crossoversup_43), personnel, special skill:
// "If on {I.S.S. Enterprise}, it is RANGE and WEAPONS +1."
import { attribute, modify, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const chiefNavigatorChekov: CardText = {
  blueprint: 'crossovers/crossoversup_43',
  whileInPlay: [
    modify('shipAboard', [attribute('RANGE'), attribute('WEAPONS')], 'add', 1, {
      filter: titled('I.S.S. Enterprise'),
    }),
  ],
};
