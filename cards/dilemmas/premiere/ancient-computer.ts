// Ancient Computer (premiere/ancientcomputer), [S] dilemma:
// "Cannot get past unless 2 Computer Skill OR 3 SCIENCE OR 3 ENGINEER present."
import { either, requires, skill, toGetPast } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const ancientComputer: DilemmaDeclaration = {
  blueprint: 'premiere/ancientcomputer',
  effects: [
    toGetPast(requires(either(skill('Computer Skill', 2), skill('SCIENCE', 3), skill('ENGINEER', 3)))),
  ],
  disposition: 'reseeds',
};
