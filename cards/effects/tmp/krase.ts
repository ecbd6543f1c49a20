// Krase (tmp/tmp83), personnel, special skill:
// "Your [Kli] [Films] ships here are each SHIELDS +2."
// "Here": anywhere at his spaceline location (Rulebook 12.4).
import { affiliation, allOf, attribute, modify, ofType, yours } from '../../language/build';
import { icon } from '../../language/build-time-travel';
import type { CardText } from '../../language/language';

export const krase: CardText = {
  blueprint: 'tmp/tmp83',
  whileInPlay: [
    modify('atSameLocation', attribute('SHIELDS'), 'add', 2, {
      filter: allOf(yours, ofType('Ship'), affiliation('Klingon'), icon('Films')),
    }),
  ],
};
