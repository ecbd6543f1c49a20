// Medical Kit (premiere/medicalkit), equipment:
// "Gives all of your OFFICER-classification personnel the extra skill of MEDICAL where present."
import { giveSkillWherePresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const medicalKit: CardText = {
  blueprint: 'premiere/medicalkit',
  whileInPlay: [giveSkillWherePresent('OFFICER', 'MEDICAL')],
};
