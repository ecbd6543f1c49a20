// Romulan PADD (premiere/romulanpadd), equipment:
// "Romulan use only. Each of your personnel CUNNING +2 where present. (Cumulative.)"
import { eachOfYourPersonnelPresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const romulanPadd: CardText = {
  blueprint: 'premiere/romulanpadd',
  whileInPlay: [eachOfYourPersonnelPresent('CUNNING', 2, ['Romulan'])],
  cumulative: true,
};
