// Medical PADD (ds9/medicalpadd), equipment:
// "Gives all of your ENGINEER-classification personnel the extra skill of MEDICAL where present."
import { giveSkillWherePresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const medicalPadd: CardText = {
  blueprint: 'ds9/medicalpadd',
  whileInPlay: [giveSkillWherePresent('ENGINEER', 'MEDICAL')],
};
