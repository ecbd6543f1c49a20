// Ferengi PADD (roa/ferengipadd), equipment:
// "Ferengi use only. Each of your personnel present is CUNNING +2. (Cumulative.)"
import { eachOfYourPersonnelPresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const ferengiPadd: CardText = {
  blueprint: 'roa/ferengipadd',
  whileInPlay: [eachOfYourPersonnelPresent('CUNNING', 2, ['Ferengi'])],
  cumulative: true,
};
