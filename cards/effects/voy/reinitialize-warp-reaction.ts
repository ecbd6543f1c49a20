// Reinitialize Warp Reaction (voy/reinitializewarpreaction), space mission, no affiliation icons:
// "Any crew may attempt mission." "Restores solving ship's RANGE used this turn."
// Rulebook 7.2 "Solving a Mission" (L705: "any gametext triggered by solving the mission is resolved"): a triggered
// ability of the mission on its own solving, the general verb `restoreRange` (Rulebook 7.1.5 Move) on the ship the
// solving crew is aboard (the team that completed it, Rulebook 7.2). Its attempt text is read by the team rule
// (domain/mission-attempt/team.ts).
import {
  carrierOf,
  ofType,
  restoreRange,
  teamThatCompleted,
  whenMissionSolvedHere,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const reinitializeWarpReaction: CardText = {
  blueprint: 'voy/reinitializewarpreaction',
  triggers: [whenMissionSolvedHere({}, restoreRange(carrierOf(teamThatCompleted(ofType('Personnel')))))],
};
