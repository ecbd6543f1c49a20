// Replenish Workforce (crossover/crossover_40), planet mission in the Mirror quadrant, [KLI][CAR][BAJ][FER], 30 points:
// "OFFICER + SECURITY x2 + STRENGTH>30 When you solve, may download a {[KCA] human} here."
// Rulebook 7.2 "Solving a Mission" (L705: "any gametext triggered by solving the mission is resolved … you may
// download"): a triggered ability of the mission on its own solving; "you" is the player who solved it, who names `yes`
// or `no` (`may`), then the personnel with the [KCA] icon and the Human characteristic (Rulebook "Characteristics":
// species) they download (Rulebook "Downloading" L466-478: found in hand, draw deck or open side decks, the personnel
// download limit applied), played on the planet here.
import {
  allOf,
  characteristic,
  downloadHere,
  may,
  ofType,
  whenMissionSolvedHere,
} from '../../language/build';
import { icon } from '../../language/build-time-travel';
import type { CardText } from '../../language/language';

export const replenishWorkforce: CardText = {
  blueprint: 'crossover/crossover_40',
  triggers: [
    whenMissionSolvedHere(
      {},
      may(downloadHere(allOf(ofType('Personnel'), icon('KCA'), characteristic('Human')))),
    ),
  ],
};
