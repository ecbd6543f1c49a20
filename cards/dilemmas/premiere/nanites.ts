// Nanites (premiere/nanites), [S] dilemma, 5 bonus points:
// "Damages afflicted ship unless 2 SCIENCE OR Diplomacy present. Discard Dilemma."
import { damage, either, requires, skill, unless } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const nanites: DilemmaDeclaration = {
  blueprint: 'premiere/nanites',
  effects: [unless(requires(either(skill('SCIENCE', 2), skill('Diplomacy'))), [damage('ship')])],
  disposition: 'discardDilemma',
};
