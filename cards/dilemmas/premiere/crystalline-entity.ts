// Crystalline Entity (premiere/crystallineentity), [S/P] dilemma, 5 bonus points:
// "Space mission: kills all life on ship unless SHIELDS>6 OR Music aboard. Planet mission: kills entire Away Team
// unless SCIENCE and MEDICAL present. Discard dilemma."
// "All life on ship" is everyone aboard, separated or not (Rulings "dilemmas – resolution").
import {
  above,
  all,
  either,
  everyone,
  kill,
  requires,
  select,
  skill,
  unless,
} from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const crystallineEntity: DilemmaDeclaration = {
  blueprint: 'premiere/crystallineentity',
  effects: [
    {
      type: 'byMission',
      space: [
        unless(requires(either(above('SHIELDS', 6), skill('Music'))), [
          select('life', everyone, { from: { kind: 'lifeAboardShip' } }),
          kill('life'),
        ]),
      ],
      planet: [
        unless(requires(all(skill('SCIENCE'), skill('MEDICAL'))), [select('team', everyone), kill('team')]),
      ],
    },
  ],
  disposition: 'discardDilemma',
};
