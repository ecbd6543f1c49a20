// Malcolm Reed (enterprise/ECR_12), personnel, special skill:
// "Other SECURITY personnel present are attributes all +1."
// "SECURITY personnel": personnel with the SECURITY skill, a classification included (Rulebook "Using Skills"), anyone's.
import { allAttributes, hasSkill, modify } from '../../language/build';
import type { CardText } from '../../language/language';

export const malcolmReed: CardText = {
  blueprint: 'enterprise/ECR_12',
  whileInPlay: [modify('othersPresent', allAttributes, 'add', 1, { filter: hasSkill('SECURITY') })],
};
