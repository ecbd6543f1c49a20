// Federation PADD (premiere/federationpadd), equipment:
// "Federation use only. Each of your personnel CUNNING +2 where present. (Cumulative.)"
import { eachOfYourPersonnelPresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const federationPadd: CardText = {
  blueprint: 'premiere/federationpadd',
  whileInPlay: [eachOfYourPersonnelPresent('CUNNING', 2, ['Federation'])],
  cumulative: true,
};
