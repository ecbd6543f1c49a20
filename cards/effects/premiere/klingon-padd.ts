// Klingon PADD (premiere/klingonpadd), equipment:
// "Klingon use only. Each of your personnel CUNNING +2 where present. (Cumulative.)"
import { eachOfYourPersonnelPresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const klingonPadd: CardText = {
  blueprint: 'premiere/klingonpadd',
  whileInPlay: [eachOfYourPersonnelPresent('CUNNING', 2, ['Klingon'])],
  cumulative: true,
};
