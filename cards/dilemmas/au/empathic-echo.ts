// Empathic Echo (au/empathicecho), [S/P] dilemma:
// "One personnel present with Empathy (random selection) is killed unless SECURITY and MEDICAL present."
// It targets personnel with Empathy: with none present it goes out of play and nobody is stopped (Rulings "dilemmas –
// resolution – targets"). Failing the condition, the empath dies and the dilemma is reseeded (no "Discard dilemma").
import {
  all,
  hasSkill,
  kill,
  random,
  requires,
  select,
  skill,
  target,
  unless,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

const empath = hasSkill('Empathy');

export const empathicEcho: DilemmaDeclaration = {
  blueprint: 'au/empathicecho',
  effects: [
    target(empath),
    unless(requires(all(skill('SECURITY'), skill('MEDICAL'))), [
      select('echoed', random(1), { filter: empath }),
      kill('echoed'),
    ]),
  ],
  disposition: 'reseeds',
};
