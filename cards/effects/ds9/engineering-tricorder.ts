// Engineering Tricorder (ds9/engineeringtricorder), equipment:
// "Gives all of your MEDICAL-classification personnel the extra skill of ENGINEER where present."
import { giveSkillWherePresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const engineeringTricorder: CardText = {
  blueprint: 'ds9/engineeringtricorder',
  whileInPlay: [giveSkillWherePresent('MEDICAL', 'ENGINEER')],
};
