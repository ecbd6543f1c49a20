// Anaphasic Organism (premiere/anaphasicorganism), [P] dilemma:
// "If Female(s) in Away Team, the one with highest total attribute numbers resigns (is discarded), unless SECURITY
// and MEDICAL present. Discard dilemma."
// Without a female it has no target: discarded, nobody stopped (Rulings "dilemmas – resolution – targets").
import {
  all,
  characteristic,
  discard,
  highest,
  requires,
  select,
  skill,
  target,
  unless,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

const female = characteristic('Female');

export const anaphasicOrganism: DilemmaDeclaration = {
  blueprint: 'premiere/anaphasicorganism',
  effects: [
    target(female),
    unless(requires(all(skill('SECURITY'), skill('MEDICAL'))), [
      select('resigns', highest('total', 1, 'opponent'), { filter: female }),
      discard('resigns'),
    ]),
  ],
  disposition: 'discardDilemma',
};
