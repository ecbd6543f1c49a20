// Jem'Hadar Disruptor (dom/jemhadardisruptor), equipment:
// "Dominion and Non-Aligned use only. Each of your personnel present is STRENGTH +2. (Cumulative.)"
import { eachOfYourPersonnelPresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const jemHadarDisruptor: CardText = {
  blueprint: 'dom/jemhadardisruptor',
  whileInPlay: [eachOfYourPersonnelPresent('STRENGTH', 2, ['Dominion', 'Non-Aligned'])],
  cumulative: true,
};
