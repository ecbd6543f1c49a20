// Durango (ha/94durango), personnel, special skill:
// "If with {Sheriff Worf}, both are STRENGTH +2."
import { attribute, bothIfWith, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const durango: CardText = {
  blueprint: 'ha/94durango',
  whileInPlay: bothIfWith(titled('Sheriff Worf'), attribute('STRENGTH'), 2),
};
