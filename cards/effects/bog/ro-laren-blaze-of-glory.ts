// Ro Laren (Blaze of Glory) (bog/rolarenbog), personnel, special skill:
// "Your other [Maq] personnel here are each CUNNING +2."
// "Here": anywhere at her spaceline location (Rulebook 12.4), but herself.
import { allOf, attribute, modify, ofType, yours } from '../../language/build';
import { icon } from '../../language/build-time-travel';
import type { CardText } from '../../language/language';

export const roLarenBlazeOfGlory: CardText = {
  blueprint: 'bog/rolarenbog',
  whileInPlay: [
    modify('othersAtSameLocation', attribute('CUNNING'), 'add', 2, {
      filter: allOf(yours, ofType('Personnel'), icon('Maq')),
    }),
  ],
};
