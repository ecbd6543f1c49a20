// Dominion PADD (dom/dominionpadd), equipment:
// "Dominion use only. Each of your personnel present is CUNNING +2. (Cumulative.)"
import { eachOfYourPersonnelPresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const dominionPadd: CardText = {
  blueprint: 'dom/dominionpadd',
  whileInPlay: [eachOfYourPersonnelPresent('CUNNING', 2, ['Dominion'])],
  cumulative: true,
};
