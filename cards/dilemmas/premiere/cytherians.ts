// Cytherians (premiere/cytherians), [S] dilemma, 15 points:
// "Place on ship. Ship must do nothing but travel to far end of spaceline at normal speed. When reached, discard
// dilemma. Score points."
// A required action (Rulebook "Required Actions", domain/orders/required-actions.ts): the far end is decided when the dilemma
// is placed (12.6; a tie broken by the encountering player's opponent, 12.5). As the ship may do nothing but travel,
// the mission attempt ends (nobody is stopped). "Normal speed": each turn as far as its RANGE allows. On arrival the
// dilemma goes to the encountering player's point area and its 15 points are scored.
import { placeOn } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

export const cytherians: DilemmaDeclaration = {
  blueprint: 'premiere/cytherians',
  effects: [
    placeOn('ship'),
    { type: 'mustTravel', to: { kind: 'farEnd', ties: 'opponent' } },
    { type: 'endAttempt' },
  ],
  disposition: 'discardDilemma',
};
