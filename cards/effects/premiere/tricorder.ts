// Tricorder (premiere/tricorder), equipment:
// "Gives all of your ENGINEER-classification personnel the extra skill of SCIENCE where present."
import { giveSkillWherePresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const tricorder: CardText = {
  blueprint: 'premiere/tricorder',
  whileInPlay: [giveSkillWherePresent('ENGINEER', 'SCIENCE')],
};
