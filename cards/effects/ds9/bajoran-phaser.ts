// Bajoran Phaser (ds9/bajoranphaser), equipment:
// "Bajoran and Non-Aligned use only. Each of your personnel present is STRENGTH +2. (Cumulative.)"
import { eachOfYourPersonnelPresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const bajoranPhaser: CardText = {
  blueprint: 'ds9/bajoranphaser',
  whileInPlay: [eachOfYourPersonnelPresent('STRENGTH', 2, ['Bajoran', 'Non-Aligned'])],
  cumulative: true,
};
