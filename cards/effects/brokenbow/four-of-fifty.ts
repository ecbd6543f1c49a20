// Four of Fifty (brokenbow/brokenbow_44; TUC/brokenbow_44 "Four of Fifty 2E (The Undiscovered Country)", the same
// text), personnel, special skills: "May download {One with the Borg} in place of a card draw." and
// "DL/ {Orbital Bombardment} OR {Establish Tractor Lock}".
// Rulebook "Downloading": in place of its controller's end-of-turn card draw, One with the Borg to hand (domain/
// in-place-of-draw.ts); the [DL] icon, one special download of either title, is read from the card data
// (domain/downloads/special-downloads.ts).
import { downloadInPlaceOfCardDraw, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const fourOfFifty: CardText = {
  blueprint: 'brokenbow/brokenbow_44',
  whileInPlay: [downloadInPlaceOfCardDraw(titled('One with the Borg'))],
};

/** The Second Edition reprint (The Undiscovered Country), the same text. */
export const fourOfFiftyUndiscoveredCountry: CardText = { ...fourOfFifty, blueprint: 'TUC/brokenbow_44' };
