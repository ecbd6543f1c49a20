// Starfleet Type II Phaser (premiere/Starfleet-Type-II-Phaser), equipment:
// "Federation and Non-Aligned use only. Each of your personnel present is STRENGTH +2. (Cumulative.)"
// "X use only": only your personnel of those (current) affiliations benefit.
import { eachOfYourPersonnelPresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const starfleetTypeIIPhaser: CardText = {
  blueprint: 'premiere/Starfleet-Type-II-Phaser',
  whileInPlay: [eachOfYourPersonnelPresent('STRENGTH', 2, ['Federation', 'Non-Aligned'])],
  cumulative: true,
};
