// Male's Love Interest (premiere/Male's-Love-Interest), [P] dilemma:
// "Male Away Team member (random selection) runs off with lover to furthest planet. Discard dilemma."
// Without a male it has no target (Rulings "dilemmas – resolution – targets").
import { characteristic, random, relocate, select, target } from '../../language/build-dilemmas';
import type { DilemmaDeclaration } from '../../language/dilemma-language';

const male = characteristic('Male');

export const malesLoveInterest: DilemmaDeclaration = {
  blueprint: "premiere/Male's-Love-Interest",
  effects: [target(male), select('lover', random(1), { filter: male }), relocate('lover', 'furthestPlanet')],
  disposition: 'discardDilemma',
};
