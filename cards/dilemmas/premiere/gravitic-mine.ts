// Gravitic Mine (premiere/graviticmine), [S] dilemma:
// "Ship damaged unless SCIENCE and Navigation aboard. Discard dilemma."
import { all, damage, requires, skill, unless } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const graviticMine: DilemmaDeclaration = {
  blueprint: 'premiere/graviticmine',
  effects: [unless(requires(all(skill('SCIENCE'), skill('Navigation'))), [damage('ship')])],
  disposition: 'discardDilemma',
};
