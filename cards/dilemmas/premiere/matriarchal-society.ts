// Matriarchal Society (premiere/matriarchalsociety), [P] dilemma:
// "Cannot get past unless at least two female Away Team members are present."
import { atLeast, characteristic, toGetPast } from '../build';
import type { DilemmaDeclaration } from '../language';

export const matriarchalSociety: DilemmaDeclaration = {
  blueprint: 'premiere/matriarchalsociety',
  effects: [toGetPast(atLeast(2, characteristic('Female')))],
  disposition: 'reseeds',
};
