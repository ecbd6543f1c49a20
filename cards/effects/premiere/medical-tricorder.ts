// Medical Tricorder (premiere/medicaltricorder), equipment:
// "Gives all of your SCIENCE-classification personnel the extra skill of MEDICAL where present."
import { giveSkillWherePresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const medicalTricorder: CardText = {
  blueprint: 'premiere/medicaltricorder',
  whileInPlay: [giveSkillWherePresent('SCIENCE', 'MEDICAL')],
};
