// Gonik (brokenbow/brokenbow_55), personnel, special skill:
// "If with {Captain Korok}, both are attributes all +1."
import { allAttributes, bothIfWith, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const gonik: CardText = {
  blueprint: 'brokenbow/brokenbow_55',
  whileInPlay: bothIfWith(titled('Captain Korok'), allAttributes, 1),
};
