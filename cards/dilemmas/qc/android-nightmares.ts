// Android Nightmares (qc/androidnightmares), [S/P] dilemma:
// "If android present, one non-android personnel (random selection) killed (three if {Interphasic Plasma Creatures}
// affecting you) unless Empathy OR {Dr. Soong} present."
// "If android present" is what the dilemma does (no android: nothing happens, nothing is failed); the "unless" is its
// requirement: failed, the personnel dies and the dilemma is reseeded (no "Discard dilemma"). Interphasic Plasma
// Creatures is a dilemma whose text is not declared, so it never enters play as an Event card and never affects
// anyone: the "three" never applies (as the tribble cards' clauses about cards the engine does not have).
import {
  atLeast,
  card,
  characteristic,
  either,
  ifElse,
  kill,
  not,
  random,
  requires,
  select,
  skill,
  unless,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

const android = characteristic('Android');

export const androidNightmares: DilemmaDeclaration = {
  blueprint: 'qc/androidnightmares',
  effects: [
    ifElse(atLeast(1, android), [
      unless(requires(either(skill('Empathy'), card('Dr. Soong'))), [
        select('dreamt', random(1), { filter: not(android) }),
        kill('dreamt'),
      ]),
    ]),
  ],
  disposition: 'reseeds',
};
