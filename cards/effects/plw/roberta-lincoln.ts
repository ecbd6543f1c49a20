// Roberta Lincoln (plw/plw58), personnel, special skill:
// "If with {Gary Seven}, both are attributes all +2."
import { allAttributes, bothIfWith, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const robertaLincoln: CardText = {
  blueprint: 'plw/plw58',
  whileInPlay: bothIfWith(titled('Gary Seven'), allAttributes, 2),
};
