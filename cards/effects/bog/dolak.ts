// Dolak (bog/dolak), personnel, special skill:
// "Your [Car] ships at same location are each WEAPONS +2."
// "At same location": anywhere at his spaceline location (Rulebook 12.4 "Here").
import { affiliation, allOf, attribute, modify, ofType, yours } from '../../language/build';
import type { CardText } from '../../language/language';

export const dolak: CardText = {
  blueprint: 'bog/dolak',
  whileInPlay: [
    modify('atSameLocation', attribute('WEAPONS'), 'add', 2, {
      filter: allOf(yours, ofType('Ship'), affiliation('Cardassian')),
    }),
  ],
};
