// Romulan Disruptor (premiere/romulandisruptor), equipment:
// "Romulan and Non-Aligned use only. Each of your personnel STRENGTH +2 where present. (Cumulative.)"
import { eachOfYourPersonnelPresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const romulanDisruptor: CardText = {
  blueprint: 'premiere/romulandisruptor',
  whileInPlay: [eachOfYourPersonnelPresent('STRENGTH', 2, ['Romulan', 'Non-Aligned'])],
  cumulative: true,
};
