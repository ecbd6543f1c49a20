// Andrea (tnz/TNZ31), personnel, special skill:
// "If with {Dr. Roger Korby}, both are attributes all +1."
import { allAttributes, bothIfWith, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const andrea: CardText = {
  blueprint: 'tnz/TNZ31',
  whileInPlay: bothIfWith(titled('Dr. Roger Korby'), allAttributes, 1),
};
