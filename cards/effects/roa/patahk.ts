// Patahk (roa/patahk), personnel, special skill:
// "If aboard {Pi} with {Bochra}, Pi is attributes all +2."
// "With": present with (Rulebook 12.4), Bochra aboard Pi too.
import { allShipAttributes, ifWith, modify, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const patahk: CardText = {
  blueprint: 'roa/patahk',
  whileInPlay: [
    modify('shipAboard', allShipAttributes, 'add', 2, {
      filter: titled('Pi'),
      condition: ifWith(titled('Bochra')),
    }),
  ],
};
