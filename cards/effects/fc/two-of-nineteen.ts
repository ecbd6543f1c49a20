// Two of Nineteen (fc/twoofnineteen), personnel, special skill:
// "When on your ship, may download one {Transwarp} doorway or interrupt in place of one card draw."
// A {Transwarp} doorway or interrupt: one whose title has the word Transwarp (Transwarp Network Gateway, Transwarp
// Conduit). "On your ship": aboard a ship its controller controls. Rulebook "Downloading": in place of the end-of-turn
// card draw, to hand, or played at once by its declared text (Transwarp Conduit).
import {
  allOf,
  anyOf,
  downloadInPlaceOfCardDraw,
  isAboard,
  ofType,
  titleWord,
  yours,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const twoOfNineteen: CardText = {
  blueprint: 'fc/twoofnineteen',
  whileInPlay: [
    downloadInPlaceOfCardDraw(allOf(anyOf(ofType('Doorway'), ofType('Interrupt')), titleWord('Transwarp')), {
      when: isAboard(allOf(ofType('Ship'), yours)),
    }),
  ],
};
