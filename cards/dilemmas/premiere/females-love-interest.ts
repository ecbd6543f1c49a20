// Female's Love Interest (premiere/Female's-Love-Interest), [P] dilemma:
// "Female Away Team member (random selection) runs off with lover to furthest planet. Discard dilemma."
// Without a female it has no target (Rulings "dilemmas – resolution – targets").
import { characteristic, random, relocate, select, target } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

const female = characteristic('Female');

export const femalesLoveInterest: DilemmaDeclaration = {
  blueprint: "premiere/Female's-Love-Interest",
  effects: [
    target(female),
    select('lover', random(1), { filter: female }),
    relocate('lover', 'furthestPlanet'),
  ],
  disposition: 'discardDilemma',
};
