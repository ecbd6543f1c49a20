// Captain Kang (tmp/tmp71), personnel, special skill:
// "If on a ship at a [KLI] mission, it is WEAPONS +2."
// "At a [KLI] mission": at the spaceline location of a mission showing the Klingon icon (Rulebook 12.4 "Here").
import { attribute, ifAt, missionOf, modify } from '../../language/build';
import type { CardText } from '../../language/language';

export const captainKang: CardText = {
  blueprint: 'tmp/tmp71',
  whileInPlay: [
    modify('shipAboard', attribute('WEAPONS'), 'add', 2, { condition: ifAt(missionOf('Klingon')) }),
  ],
};
