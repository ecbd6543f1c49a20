// Interphase Generator (premiere/interphasegenerator), artifact:
// "Use as Equipment card. Where present, nullifies {Chalnoth}, {Archer}, {Rebel Encounter}, {Impassable Door},
// {Phased Matter}, {Crystalline Entity}, {Armus}, and {Nausicaans} dilemmas."
// Earned with the team as equipment (domain/mission-attempt/earning.ts) and moved like equipment
// (domain/cards-in-play/equipment.ts); a dilemma of these titles (colon rule: "Armus - Skin of Evil") that a crew or Away Team it
// is present with encounters is nullified before it has any effect, scoring no bonus points
// (domain/card-effects/dilemma-nullifiers.ts).
import { nullifiesWherePresent } from '../../language/build';
import type { CardText } from '../../language/language';

export const interphaseGenerator: CardText = {
  blueprint: 'premiere/interphasegenerator',
  whileInPlay: [
    nullifiesWherePresent(
      'Chalnoth',
      'Archer',
      'Rebel Encounter',
      'Impassable Door',
      'Phased Matter',
      'Crystalline Entity',
      'Armus',
      'Nausicaans',
    ),
  ],
};
