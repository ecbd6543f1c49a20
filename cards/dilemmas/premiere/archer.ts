// Archer (premiere/archer), [P] dilemma:
// "Away Team member with highest total attribute numbers is shot and dies unless SECURITY and MEDICAL present.
// Discard dilemma."
// A tie for the highest is broken by the opponent of the encountering player (Rulebook 12.5 Ties: the example).
import { all, highest, kill, requires, select, skill, unless } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const archer: DilemmaDeclaration = {
  blueprint: 'premiere/archer',
  effects: [
    unless(requires(all(skill('SECURITY'), skill('MEDICAL'))), [
      select('shot', highest('total', 1, 'opponent')),
      kill('shot'),
    ]),
  ],
  disposition: 'discardDilemma',
};
