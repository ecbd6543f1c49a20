// Engineering Kit (premiere/engineeringkit), equipment:
// "Gives all of your OFFICER-classification personnel the extra skill of ENGINEER where present."
// Not cumulative (Rulebook 12.9): two kits give ENGINEER once.
import { giveSkillWherePresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const engineeringKit: CardText = {
  blueprint: 'premiere/engineeringkit',
  whileInPlay: [giveSkillWherePresent('OFFICER', 'ENGINEER')],
};
