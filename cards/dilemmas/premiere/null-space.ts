// Null Space (premiere/nullspace), [S] dilemma, 5 bonus points:
// "Ship hits null space turbulence and is damaged unless 2 Navigation aboard. Discard dilemma."
import { damage, requires, skill, unless } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const nullSpace: DilemmaDeclaration = {
  blueprint: 'premiere/nullspace',
  effects: [unless(requires(skill('Navigation', 2)), [damage('ship')])],
  disposition: 'discardDilemma',
};
