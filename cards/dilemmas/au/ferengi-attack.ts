// Ferengi Attack (au/ferengiattack), [P] dilemma:
// "Kills one Away Team member (opponent's choice) unless total CUNNING + STRENGTH>68 OR Greed present. Discard
// dilemma."
import {
  chosenBy,
  either,
  kill,
  requires,
  select,
  skill,
  totalAbove,
  unless,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const ferengiAttack: DilemmaDeclaration = {
  blueprint: 'au/ferengiattack',
  effects: [
    unless(requires(either(totalAbove(['CUNNING', 'STRENGTH'], 68), skill('Greed'))), [
      select('whipped', chosenBy('opponent')),
      kill('whipped'),
    ]),
  ],
  disposition: 'discardDilemma',
};
