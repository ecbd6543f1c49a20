// Jadzia Dax (Blaze of Glory) (bog/jadziadaxbog), personnel, special skill:
// "Other (R> personnel present are attributes all +2."
// (R>: the nemesis icon (Rulebook "Nemesis Destruction"); anyone's personnel.
import { allAttributes, modify } from '../../language/build';
import { icon } from '../../language/build-time-travel';
import type { CardText } from '../../language/language';

export const jadziaDaxBlazeOfGlory: CardText = {
  blueprint: 'bog/jadziadaxbog',
  whileInPlay: [modify('othersPresent', allAttributes, 'add', 2, { filter: icon('(R>') })],
};
