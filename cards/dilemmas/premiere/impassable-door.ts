// Impassable Door (premiere/impassabledoor), [P] dilemma:
// "To get through this door, Away Team must have Computer Skill present."
import { requires, skill, toGetPast } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const impassableDoor: DilemmaDeclaration = {
  blueprint: 'premiere/impassabledoor',
  effects: [toGetPast(requires(skill('Computer Skill')))],
  disposition: 'reseeds',
};
