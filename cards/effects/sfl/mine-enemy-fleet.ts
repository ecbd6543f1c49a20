// Mine Enemy Fleet (SFL/sfl10), McAllister Region space mission, [FED][CAR][FER]:
// "Navigation x2 + (Stellar Cartography OR any shuttlecraft) When solved, may damage opponent's ships in region."
// Rulebook 7.2 "Solving a Mission" (L705: "any gametext triggered by solving the mission is resolved"): a triggered
// ability of the mission on its own solving; the player who solved it (domain/card-effects/speaker.ts) names `yes` or
// `no` (`may`); `yes` damages (Rulebook 7.5.1: one damage each) every ship of their opponent's at a location of the
// McAllister Region ("Regions"), wherever in it.
import {
  allInPlay,
  allOf,
  damage,
  inRegion,
  may,
  ofType,
  opponents,
  whenMissionSolvedHere,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const mineEnemyFleet: CardText = {
  blueprint: 'SFL/sfl10',
  triggers: [
    whenMissionSolvedHere(
      {},
      may(damage(allInPlay(allOf(ofType('Ship'), opponents, inRegion('McAllister Region'))))),
    ),
  ],
};
