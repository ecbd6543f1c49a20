// Rebuild Society (Ls/Ls11), Delta Quadrant planet mission, [FED][KLI], 30* points:
// "Leadership + Anthropology + INTEGRITY>28 * +5 if a Think Tank personnel helps solve."
// Rulebook 7.2 "Solving a Mission" (L711: "you score the mission points, plus any bonus points you earned") and 12.11
// S.A.M.: the mission's points +5 while a Think Tank personnel (the characteristic "Think Tank-related personnel") is a
// member of the team attempting it, read as the solver scores them (`missionValue('points')`,
// domain/mission-attempt/text-hindrances.ts `missionPoints`).
import { characteristic, ifHelpsSolve, missionValue, modify } from '../../language/build';
import type { CardText } from '../../language/language';

export const rebuildSociety: CardText = {
  blueprint: 'Ls/Ls11',
  whileInPlay: [
    modify('self', missionValue('points'), 'add', 5, {
      condition: ifHelpsSolve(characteristic('Think Tank-related personnel')),
    }),
  ],
};
