// Mineral Survey (otsd/mineralsurvey; its Virtual reprint otsdr/otsdr14 a copy, Rulebook "Copies"), universal planet
// mission, 25 points:
// "Any Away Team may attempt mission." "Geology + SCIENCE + CUNNING>28 When you solve, draw up to two cards."
// Rulebook 7.2 "Solving a Mission" (L705: "any gametext triggered by solving the mission is resolved"): a triggered
// ability of the mission on its own solving; "you" is the player who solved it (L600: a universal mission with more
// than one copy in play may be attempted by either player), who names how many cards they draw, two down to none
// (Rulebook "Draw"). Its attempt text is read by the team rule (domain/mission-attempt/team.ts).
import { drawUpTo, whenMissionSolvedHere } from '../../language/build';
import type { CardText } from '../../language/language';

export const mineralSurvey: CardText = {
  blueprint: 'otsd/mineralsurvey',
  triggers: [whenMissionSolvedHere({}, drawUpTo(2))],
};
