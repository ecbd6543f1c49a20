// Nutational Shields (premiere/Nutational-Shields), event:
// "Plays on your ship. SHIELDS +2 for each ENGINEER classification personnel aboard."
import {
  allOf,
  attribute,
  classification,
  forEachAboard,
  modify,
  ofType,
  onCard,
  yours,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const nutationalShields: CardText = {
  blueprint: 'premiere/Nutational-Shields',
  plays: onCard(allOf(ofType('Ship'), yours)),
  whileInPlay: [modify('host', attribute('SHIELDS'), 'add', forEachAboard(2, classification('ENGINEER')))],
};
