// Eleven of Twelve (borg/elevenoftwelve), personnel, special skills:
// "May download {Borg Vinculum} here in place of a card draw." and "DL/ {Borg Data Node}" (the plain [DL] icon,
// domain/downloads/special-downloads.ts).
// Rulebook "Downloading": in place of its controller's end-of-turn card draw, Borg Vinculum to hand, or reported for
// duty at once "here": to a facility at Eleven of Twelve's location (domain/downloads/in-place-of-draw.ts).
import { downloadInPlaceOfCardDraw, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const elevenOfTwelve: CardText = {
  blueprint: 'borg/elevenoftwelve',
  whileInPlay: [downloadInPlaceOfCardDraw(titled('Borg Vinculum'), { here: true })],
};
