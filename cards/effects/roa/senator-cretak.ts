// Senator Cretak (roa/senatorcretak), personnel, special skill:
// "Your [Rom] ships at same location are WEAPONS +2."
// "At same location": anywhere at her spaceline location (Rulebook 12.4 "Here"), as Admiral Hayes's text.
import { affiliation, allOf, attribute, modify, ofType, yours } from '../../language/build';
import type { CardText } from '../../language/language';

export const senatorCretak: CardText = {
  blueprint: 'roa/senatorcretak',
  whileInPlay: [
    modify('atSameLocation', attribute('WEAPONS'), 'add', 2, {
      filter: allOf(yours, ofType('Ship'), affiliation('Romulan')),
    }),
  ],
};
