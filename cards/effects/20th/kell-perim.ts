// Kell Perim (20th/xx_9V), personnel, special skill:
// "While on your ship, it is RANGE +1 in the Briar Patch Region."
// "In the Briar Patch Region": at a location of that region (Rulebook "Regions").
import { allOf, attribute, inRegion, modify, yours } from '../../language/build';
import type { CardText } from '../../language/language';

export const kellPerim: CardText = {
  blueprint: '20th/xx_9V',
  whileInPlay: [
    modify('shipAboard', attribute('RANGE'), 'add', 1, {
      filter: allOf(yours, inRegion('Briar Patch Region')),
    }),
  ],
};
