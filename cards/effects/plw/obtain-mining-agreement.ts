// Obtain Mining Agreement (plw/plw23), planet mission, [FED][KLI], 40 points:
// "Diplomacy x2 + Anthropology x2 + MEDICAL + Geology When you solve, you may draw two cards."
// Rulebook 7.2 "Solving a Mission" (L705: "any gametext triggered by solving the mission is resolved … you may
// download"): a triggered ability of the mission on its own solving; "you" is the player who solved it (L600: a
// 40-point mission another player seeded may be attempted), who names `yes` (draws two, Rulebook "Draw") or `no`.
import { draw, may, whenMissionSolvedHere } from '../../language/build';
import type { CardText } from '../../language/language';

export const obtainMiningAgreement: CardText = {
  blueprint: 'plw/plw23',
  triggers: [whenMissionSolvedHere({}, may(draw('you', 2)))],
};
