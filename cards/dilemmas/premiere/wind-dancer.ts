// Wind Dancer (premiere/winddancer), [P] dilemma:
// "To get past, {Lwaxana Troi} must be present OR at least one Away Team member must have: Youth OR Music OR
// STRENGTH>9."
import {
  above,
  alone,
  anyOf,
  atLeast,
  card,
  hasSkill,
  or,
  requires,
  toGetPast,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const windDancer: DilemmaDeclaration = {
  blueprint: 'premiere/winddancer',
  effects: [
    toGetPast(
      or(
        requires(card('Lwaxana Troi')),
        atLeast(1, anyOf(hasSkill('Youth'), hasSkill('Music'), alone(above('STRENGTH', 9)))),
      ),
    ),
  ],
  disposition: 'reseeds',
};
