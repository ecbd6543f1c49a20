// Jaro Essa (ds9/jaroessa), personnel, special skill:
// "CUNNING +3 if with {Vedek Winn}."
// "With" is "present with" (Rulebook 12.4), as Keiko O'Brien's "if with {Miles O'Brien}".
import { attribute, ifWith, modify, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const jaroEssa: CardText = {
  blueprint: 'ds9/jaroessa',
  whileInPlay: [modify('self', attribute('CUNNING'), 'add', 3, { condition: ifWith(titled('Vedek Winn')) })],
};
