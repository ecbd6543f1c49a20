// Chula: The Lights (bog/chulathelights), [S/P] dilemma:
// "Crew or Away Team member with total attributes closest to 22 (your choice if tie) returns to hand. To get past
// requires CUNNING>24 remaining."
// The rulebook's example ("Dilemmas"): an automatic effect and a condition, so it is removed only once the condition
// is met; failed, it is reseeded and returns another personnel to hand when met again.
import { above, closest, requires, returnToHand, select, toGetPast } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const chulaTheLights: DilemmaDeclaration = {
  blueprint: 'bog/chulathelights',
  effects: [
    select('back', closest('total', 22, 1, 'encountering')),
    returnToHand('back'),
    toGetPast(requires(above('CUNNING', 24))),
  ],
  disposition: 'reseeds',
};
