// Hologram Ruse (premiere/hologramruse), [P] dilemma:
// "To get past requires INTEGRITY>30 and CUNNING>30."
import { above, all, requires, toGetPast } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const hologramRuse: DilemmaDeclaration = {
  blueprint: 'premiere/hologramruse',
  effects: [toGetPast(requires(all(above('INTEGRITY', 30), above('CUNNING', 30))))],
  disposition: 'reseeds',
};
