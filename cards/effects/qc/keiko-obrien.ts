// Keiko O'Brien (qc/keikoobrien), personnel, special skill:
// "Attributes all +2 if with {Miles O'Brien}."
// "With" is "present with" (Rulebook 12.4), as Ja'rod's "if with {Toral}".
import { allAttributes, ifWith, modify, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const keikoOBrien: CardText = {
  blueprint: 'qc/keikoobrien',
  whileInPlay: [modify('self', allAttributes, 'add', 2, { condition: ifWith(titled("Miles O'Brien")) })],
};
