// Engineering PADD (premiere/engineeringpadd), equipment:
// "Gives all of your SCIENCE-classification personnel the extra skill of ENGINEER where present."
import { giveSkillWherePresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const engineeringPadd: CardText = {
  blueprint: 'premiere/engineeringpadd',
  whileInPlay: [giveSkillWherePresent('SCIENCE', 'ENGINEER')],
};
