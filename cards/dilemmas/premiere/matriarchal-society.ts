// Matriarchal Society (premiere/matriarchalsociety), [P] dilemma:
// "Cannot get past unless at least two female Away Team members are present."
import { atLeast, characteristic, toGetPast } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const matriarchalSociety: DilemmaDeclaration = {
  blueprint: 'premiere/matriarchalsociety',
  effects: [toGetPast(atLeast(2, characteristic('Female')))],
  disposition: 'reseeds',
};
