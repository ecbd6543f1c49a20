// Ferengi Disruptor (roa/ferengidisruptor), equipment:
// "Ferengi and Non-Aligned use only. Each of your personnel present is STRENGTH +2. (Cumulative.)"
import { eachOfYourPersonnelPresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const ferengiDisruptor: CardText = {
  blueprint: 'roa/ferengidisruptor',
  whileInPlay: [eachOfYourPersonnelPresent('STRENGTH', 2, ['Ferengi', 'Non-Aligned'])],
  cumulative: true,
};
