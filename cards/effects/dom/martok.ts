// Martok (dom/Martok), personnel, special skill:
// "Your [Kli] ships at same location are each WEAPONS +2."
// "At same location": anywhere at his spaceline location (Rulebook 12.4 "Here"). His "DL/ {D'k Tahg}" is a plain special
// download (domain/downloads/special-downloads.ts).
import { affiliation, allOf, attribute, modify, ofType, yours } from '../../language/build';
import type { CardText } from '../../language/language';

export const martok: CardText = {
  blueprint: 'dom/Martok',
  whileInPlay: [
    modify('atSameLocation', attribute('WEAPONS'), 'add', 2, {
      filter: allOf(yours, ofType('Ship'), affiliation('Klingon')),
    }),
  ],
};
