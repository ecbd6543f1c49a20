// Microvirus (premiere/microvirus), [P] dilemma, 5 bonus points:
// "Kills one Away Team member (opponent's choice), unless MEDICAL and SECURITY present. Discard dilemma."
import { all, chosenBy, kill, requires, select, skill, unless } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const microvirus: DilemmaDeclaration = {
  blueprint: 'premiere/microvirus',
  effects: [
    unless(requires(all(skill('MEDICAL'), skill('SECURITY'))), [
      select('victim', chosenBy('opponent')),
      kill('victim'),
    ]),
  ],
  disposition: 'discardDilemma',
};
