// Shaka, When the Walls Fell (premiere/shakawhenthewallsfell), [S/P] dilemma:
// "Must have 2 Diplomacy and CUNNING>30 to communicate and proceed."
import { above, all, requires, skill, toGetPast } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const shakaWhenTheWallsFell: DilemmaDeclaration = {
  blueprint: 'premiere/shakawhenthewallsfell',
  effects: [toGetPast(requires(all(skill('Diplomacy', 2), above('CUNNING', 30))))],
  disposition: 'reseeds',
};
