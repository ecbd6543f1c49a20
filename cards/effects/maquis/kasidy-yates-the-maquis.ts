// Kasidy Yates (The Maquis) (Maquis/maquis_38V), personnel, special skill:
// "Each other [Maq] personnel present is STRENGTH +2."
// [Maq]: the Maquis icon; anyone's personnel.
import { attribute, modify } from '../../language/build';
import { icon } from '../../language/build-time-travel';
import type { CardText } from '../../language/language';

export const kasidyYatesTheMaquis: CardText = {
  blueprint: 'Maquis/maquis_38V',
  whileInPlay: [modify('othersPresent', attribute('STRENGTH'), 'add', 2, { filter: icon('Maq') })],
};
