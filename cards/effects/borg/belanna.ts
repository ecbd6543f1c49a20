// B'Elanna (borg/belanna), personnel, special skill:
// "If aboard a [Maq] ship, it is attributes all +2."
// [Maq]: the Maquis icon on the ship.
import { allShipAttributes, modify } from '../../language/build';
import { icon } from '../../language/build-time-travel';
import type { CardText } from '../../language/language';

export const bElanna: CardText = {
  blueprint: 'borg/belanna',
  whileInPlay: [modify('shipAboard', allShipAttributes, 'add', 2, { filter: icon('Maq') })],
};
