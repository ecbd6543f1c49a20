// Full Planet Scan (premiere/FullPlanetScanA), interrupt:
// "Plays at the start of your turn on your ship with at least two staffing icons at a [P] mission. Stop your Computer
// Skill and Geology aboard to examine the bottom seed card here."
// Read as Scan (scan.ts): before you give orders; the play names the personnel it stops (`chosenWithSkills`).
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

export const fullPlanetScan: CardText = {
  blueprint: 'premiere/FullPlanetScanA',
  plays: onCard(allOf(yours, ofType('Ship'), staffingIcons(2), atMission('planet'))),
  requires: startOfYourTurn,
  immediate: [
    stop(chosenWithSkills(aboardOf(theTarget, yours), 'Computer Skill', 'Geology')),
    lookAt('bottomSeedCardHere'),
  ],
};
