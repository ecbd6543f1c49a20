// Cardassian Disruptor (ds9/cardassiandisruptor), equipment:
// "Cardassian and Non-Aligned use only. Each of your personnel present is STRENGTH +2. (Cumulative.)"
import { eachOfYourPersonnelPresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const cardassianDisruptor: CardText = {
  blueprint: 'ds9/cardassiandisruptor',
  whileInPlay: [eachOfYourPersonnelPresent('STRENGTH', 2, ['Cardassian', 'Non-Aligned'])],
  cumulative: true,
};
