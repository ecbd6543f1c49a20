// Klingon Disruptor (premiere/klingondisruptor), equipment:
// "Klingon and Non-Aligned use only. Each of your personnel STRENGTH +2 where present. (Cumulative.)"
import { eachOfYourPersonnelPresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const klingonDisruptor: CardText = {
  blueprint: 'premiere/klingondisruptor',
  whileInPlay: [eachOfYourPersonnelPresent('STRENGTH', 2, ['Klingon', 'Non-Aligned'])],
  cumulative: true,
};
