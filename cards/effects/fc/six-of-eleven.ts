// Six of Eleven (fc/Six-of-Eleven), personnel, special skill:
// "When on your ship, may download an {Alternate Universe Door} in place of one card draw."
// "On your ship": aboard a ship its controller controls (docked or not). Rulebook "Downloading": in place of the
// end-of-turn card draw, to hand or played at once by one of its "OR" uses that plays from hand (Alternate Universe
// Door's Q-Net pass, on a ship).
import { allOf, downloadInPlaceOfCardDraw, isAboard, ofType, titled, yours } from '../../language/build';
import type { CardText } from '../../language/language';

export const sixOfEleven: CardText = {
  blueprint: 'fc/Six-of-Eleven',
  whileInPlay: [
    downloadInPlaceOfCardDraw(titled('Alternate Universe Door'), {
      when: isAboard(allOf(ofType('Ship'), yours)),
    }),
  ],
};
