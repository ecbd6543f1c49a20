// Armus - Skin of Evil (premiere/armusskinofevil), [P] dilemma:
// "Kills one Away Team member (random selection). Discard dilemma."
import { kill, random, select } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const armusSkinOfEvil: DilemmaDeclaration = {
  blueprint: 'premiere/armusskinofevil',
  effects: [select('victim', random(1)), kill('victim')],
  disposition: 'discardDilemma',
};
