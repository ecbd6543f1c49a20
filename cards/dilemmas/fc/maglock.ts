// Maglock (fc/maglock), [S] dilemma:
// "To get past, crew must have at least 3 OFFICER with STRENGTH>5 each."
// OFFICER is a skill (classifications count as skills); "each": every one of the three has STRENGTH>5 on their own.
import { above, allOf, alone, atLeast, hasSkill, toGetPast } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const maglock: DilemmaDeclaration = {
  blueprint: 'fc/maglock',
  effects: [toGetPast(atLeast(3, allOf(hasSkill('OFFICER'), alone(above('STRENGTH', 5)))))],
  disposition: 'reseeds',
};
