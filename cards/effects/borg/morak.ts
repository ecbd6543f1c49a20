// Morak (borg/morak), personnel, special skill:
// "If on {I.K.C. Voq'leng}, it is attributes all +1."
import { allShipAttributes, modify, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const morak: CardText = {
  blueprint: 'borg/morak',
  whileInPlay: [modify('shipAboard', allShipAttributes, 'add', 1, { filter: titled("I.K.C. Voq'leng") })],
};
