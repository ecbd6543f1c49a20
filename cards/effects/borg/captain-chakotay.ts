// Captain Chakotay (borg/captainchakotay), personnel, special skill:
// "Your other [Maq] personnel here are attributes all +2."
// "Here": anywhere at his spaceline location (Rulebook 12.4), but himself.
import { allAttributes, allOf, modify, ofType, yours } from '../../language/build';
import { icon } from '../../language/build-time-travel';
import type { CardText } from '../../language/language';

export const captainChakotay: CardText = {
  blueprint: 'borg/captainchakotay',
  whileInPlay: [
    modify('othersAtSameLocation', allAttributes, 'add', 2, {
      filter: allOf(yours, ofType('Personnel'), icon('Maq')),
    }),
  ],
};
