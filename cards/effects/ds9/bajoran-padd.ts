// Bajoran PADD (ds9/bajoranpadd), equipment:
// "Bajoran use only. Each of your personnel present is CUNNING +2. (Cumulative.)"
import { eachOfYourPersonnelPresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const bajoranPadd: CardText = {
  blueprint: 'ds9/bajoranpadd',
  whileInPlay: [eachOfYourPersonnelPresent('CUNNING', 2, ['Bajoran'])],
  cumulative: true,
};
