// Treaty: Romulan/Klingon (premiere/treatyromulanklingon), event:
// "Plays on table. Your Romulan and Klingon affiliations recognize this treaty. They can now mix and cooperate."
import { mix, onTheTable } from '../../language/build';
import type { CardText } from '../../language/language';

export const treatyRomulanKlingon: CardText = {
  blueprint: 'premiere/treatyromulanklingon',
  plays: onTheTable,
  whileInPlay: [mix('Romulan', 'Klingon')],
};
