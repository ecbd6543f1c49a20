// Test Warship (crossover/crossover_43), Bajor Region space mission (Mirror Quadrant), [FED][KLI][CAR][BAJ], 35* points:
// "SECURITY + Leadership x2 + ENGINEER + CUNNING>35 * +5 points if {Defiant} or {Regency 1} here when solved."
// Rulebook 7.2 "Solving a Mission" (L711: "you score the mission points, plus any bonus points you earned") and 12.11
// S.A.M.: the mission's points +5 while a ship titled Defiant or Regency 1, anyone's, is at its location (`ifHere`,
// Rulebook 12.4 "Here"), read as the solver scores them (domain/mission-attempt/text-hindrances.ts `missionPoints`).
import { anyOf, ifHere, missionValue, modify, titled } from '../../language/build';
import type { CardText } from '../../language/language';

export const testWarship: CardText = {
  blueprint: 'crossover/crossover_43',
  whileInPlay: [
    modify('self', missionValue('points'), 'add', 5, {
      condition: ifHere(anyOf(titled('Defiant'), titled('Regency 1'))),
    }),
  ],
};
