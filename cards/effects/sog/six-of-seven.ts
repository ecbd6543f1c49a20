// Six of Seven (SoG/SoG_33; R2/SoG_33 "Six of Seven 2E (Reflections 2.0)", the same text), personnel, special skill:
// "Once per game, may download {Bynars Data Transfer} in place of your normal card play."
// Rulebook "Downloading", "Once per game" and "Play a Card": before orders, spending the turn's normal card play
// (domain/downloads/text-downloads.ts). Bynars Data Transfer is not declared, so until it is the download is never legal.
import { downloads, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const sixOfSeven: CardText = {
  blueprint: 'SoG/SoG_33',
  whileInPlay: [downloads(titled('Bynars Data Transfer'), { perGame: 1, inPlaceOf: 'normalCardPlay' })],
};

/** The Second Edition reprint (Reflections 2.0), the same text. */
export const sixOfSevenReflections: CardText = { ...sixOfSeven, blueprint: 'R2/SoG_33' };
