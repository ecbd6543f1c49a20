// Fifteen of Seventeen (fc/fifteenofseventeen), personnel, special skill:
// "May download any one {Adapt} card in place of one card draw."
// An {Adapt} card: a card titled "Adapt: …" (Rulebook 12.10, the colon rule). Rulebook "Downloading": in place
// of the end-of-turn card draw, to hand, or played at once when its text is declared.
import { downloadInPlaceOfCardDraw, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const fifteenOfSeventeen: CardText = {
  blueprint: 'fc/fifteenofseventeen',
  whileInPlay: [downloadInPlaceOfCardDraw(titled('Adapt'))],
};
