// Praxus (tnz/TNZ45), personnel, special skill:
// "May download {Cloaked Maneuvers} in place of a card draw."
// Rulebook "Downloading": in place of its controller's end-of-turn card draw, Cloaked Maneuvers to hand, or played at
// once once its text is declared (domain/downloads/in-place-of-draw.ts).
import { downloadInPlaceOfCardDraw, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const praxus: CardText = {
  blueprint: 'tnz/TNZ45',
  whileInPlay: [downloadInPlaceOfCardDraw(titled('Cloaked Maneuvers'))],
};
