// Science Kit (ds9/sciencekit), equipment:
// "Gives all of your OFFICER-classification personnel the extra skill of SCIENCE where present."
import { giveSkillWherePresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const scienceKit: CardText = {
  blueprint: 'ds9/sciencekit',
  whileInPlay: [giveSkillWherePresent('OFFICER', 'SCIENCE')],
};
