// Admiral Nechayev (AUT/AUT16), personnel, special skill:
// "Opponent's Honor personnel present are attributes all -1."
import { allAttributes, allOf, hasSkill, modify, opponents } from '../../language/build';
import type { CardText } from '../../language/language';

export const admiralNechayev: CardText = {
  blueprint: 'AUT/AUT16',
  whileInPlay: [
    modify('othersPresent', allAttributes, 'add', -1, { filter: allOf(opponents, hasSkill('Honor')) }),
  ],
};
