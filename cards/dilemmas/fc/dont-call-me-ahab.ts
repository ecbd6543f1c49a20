// Don't Call Me Ahab (fc/dontcallmeahab), [S/P] dilemma:
// "Stops one OFFICER with INTEGRITY>6 AND any number of /Ent-E personnel present (opponent's choice)."
// "(opponent's choice)" covers both: the opponent names the OFFICER (a classification counts as a skill) and then
// none, some or all of the [Ent-E] personnel. It has no condition: the others go on.
import {
  above,
  allOf,
  alone,
  anyNumberChosenBy,
  chosenBy,
  hasSkill,
  icon,
  select,
  stop,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const dontCallMeAhab: DilemmaDeclaration = {
  blueprint: 'fc/dontcallmeahab',
  effects: [
    select('obsessed', chosenBy('opponent'), {
      filter: allOf(hasSkill('OFFICER'), alone(above('INTEGRITY', 6))),
    }),
    stop('obsessed'),
    select('alongside', anyNumberChosenBy('opponent'), { filter: icon('Ent-E') }),
    stop('alongside'),
  ],
  disposition: 'reseeds',
};
