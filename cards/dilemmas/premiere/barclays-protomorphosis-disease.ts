// Barclay's Protomorphosis Disease (premiere/barclaysprotomorphosisdise), [S/P] dilemma, 10 bonus points:
// "Entire crew or Away Team (except androids) de-evolves (dies) unless MEDICAL, SCIENCE and SECURITY present.
// Discard dilemma."
// "Except androids" names the non-android personnel as its target (Rulings "dilemmas – resolution – targets", like
// "a non-Cardassian"): a team of androids only discards it without being stopped.
import {
  all,
  characteristic,
  everyone,
  kill,
  not,
  requires,
  select,
  skill,
  target,
  unless,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

const nonAndroid = not(characteristic('Android'));

export const barclaysProtomorphosisDisease: DilemmaDeclaration = {
  blueprint: 'premiere/barclaysprotomorphosisdise',
  effects: [
    target(nonAndroid),
    unless(requires(all(skill('MEDICAL'), skill('SCIENCE'), skill('SECURITY'))), [
      select('devolved', everyone, { filter: nonAndroid }),
      kill('devolved'),
    ]),
  ],
  disposition: 'discardDilemma',
};
