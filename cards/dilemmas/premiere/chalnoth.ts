// Chalnoth (premiere/chalnoth), [P] dilemma, 5 bonus points:
// "Kills one Away Team member (opponent's choice) unless 3 SECURITY OR STRENGTH>40 present. Discard dilemma."
import {
  above,
  chosenBy,
  either,
  kill,
  requires,
  select,
  skill,
  unless,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const chalnoth: DilemmaDeclaration = {
  blueprint: 'premiere/chalnoth',
  effects: [
    unless(requires(either(skill('SECURITY', 3), above('STRENGTH', 40))), [
      select('victim', chosenBy('opponent')),
      kill('victim'),
    ]),
  ],
  disposition: 'discardDilemma',
};
