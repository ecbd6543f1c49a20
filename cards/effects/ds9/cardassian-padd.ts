// Cardassian PADD (ds9/cardassianpadd), equipment:
// "Cardassian use only. Each of your personnel present is CUNNING +2. (Cumulative.)"
import { eachOfYourPersonnelPresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const cardassianPadd: CardText = {
  blueprint: 'ds9/cardassianpadd',
  whileInPlay: [eachOfYourPersonnelPresent('CUNNING', 2, ['Cardassian'])],
  cumulative: true,
};
