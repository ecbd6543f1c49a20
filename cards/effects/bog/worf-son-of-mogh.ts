// Worf Son of Mogh (bog/worfsonofmogh), personnel, special skill:
// "If with {Gowron} on {I.K.C. Bortas}, it is all attributes +3."
// "With": present with (Rulebook 12.4), Gowron aboard the I.K.C. Bortas too. His "DL/ {Qapla'!}" is a plain special
// download (domain/downloads/special-downloads.ts).
import { allShipAttributes, ifWith, modify, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const worfSonOfMogh: CardText = {
  blueprint: 'bog/worfsonofmogh',
  whileInPlay: [
    modify('shipAboard', allShipAttributes, 'add', 3, {
      filter: titled('I.K.C. Bortas'),
      condition: ifWith(titled('Gowron')),
    }),
  ],
};
