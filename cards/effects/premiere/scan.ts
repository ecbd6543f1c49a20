// Scan (premiere/ScanA), interrupt:
// "Plays at the start of your turn on your ship with at least two staffing icons at a [S] mission. Stop your Computer
// Skill and Stellar Cartography aboard to examine the bottom seed card here."
// "At the start of your turn": before you give orders. The play names the personnel it stops (one having both skills,
// or one for each); the player may see the bottom seed card under the mission until the end of the turn.
import {
  aboardOf,
  allOf,
  atMission,
  chosenWithSkills,
  lookAt,
  ofType,
  onCard,
  staffingIcons,
  startOfYourTurn,
  stop,
  theTarget,
  yours,
} from '../../language/build';
import type { CardText } from '../../language/language';

export const scan: CardText = {
  blueprint: 'premiere/ScanA',
  plays: onCard(allOf(yours, ofType('Ship'), staffingIcons(2), atMission('space'))),
  requires: startOfYourTurn,
  immediate: [
    stop(chosenWithSkills(aboardOf(theTarget, yours), 'Computer Skill', 'Stellar Cartography')),
    lookAt('bottomSeedCardHere'),
  ],
};
