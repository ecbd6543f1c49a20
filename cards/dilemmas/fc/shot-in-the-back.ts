// Shot in the Back (fc/shotintheback), [P] dilemma:
// "Stops SECURITY androids and OFFICER androids, if any present. Otherwise, kills one non-android Away Team member
// (opponent's choice)."
// "If any present … Otherwise …" is what the dilemma does, not a requirement: either way nothing is met or failed, and
// the attempt goes on with those left. SECURITY and OFFICER are skills (classifications count as skills).
import {
  allOf,
  anyOf,
  atLeast,
  characteristic,
  chosenBy,
  everyone,
  hasSkill,
  ifElse,
  kill,
  not,
  select,
  stop,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

const android = characteristic('Android');
const guardingAndroid = allOf(android, anyOf(hasSkill('SECURITY'), hasSkill('OFFICER')));

export const shotInTheBack: DilemmaDeclaration = {
  blueprint: 'fc/shotintheback',
  effects: [
    ifElse(
      atLeast(1, guardingAndroid),
      [select('shielding', everyone, { filter: guardingAndroid }), stop('shielding')],
      [select('shot', chosenBy('opponent'), { filter: not(android) }), kill('shot')],
    ),
  ],
  disposition: 'reseeds',
};
