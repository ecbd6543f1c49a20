// Science PADD (ds9/sciencepadd), equipment:
// "Gives all of your MEDICAL-classification personnel the extra skill of SCIENCE where present."
import { giveSkillWherePresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const sciencePadd: CardText = {
  blueprint: 'ds9/sciencepadd',
  whileInPlay: [giveSkillWherePresent('MEDICAL', 'SCIENCE')],
};
