// Twelve of Ninety-Six (RiF/RIF_13V), personnel, special skill:
// "May download {Temporal Vortex} in place of a card draw."
// Rulebook "Downloading": in place of its controller's end-of-turn card draw, Temporal Vortex to hand (it is not
// declared, so it may not be played at once); other card draws are not replaceable yet (domain/downloads/in-place-of-draw.ts).
import { downloadInPlaceOfCardDraw, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const twelveOfNinetySix: CardText = {
  blueprint: 'RiF/RIF_13V',
  whileInPlay: [downloadInPlaceOfCardDraw(titled('Temporal Vortex'))],
};
