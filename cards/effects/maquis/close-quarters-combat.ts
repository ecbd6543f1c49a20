// Close Quarters Combat (Maquis/maquis_54V), [Tactic]:
// "Attack: 0. Defense: 2. ATTACK and DEFENSE bonus +2 if you have a Condor-class ship firing in Demilitarized Zone or
// Badlands Region. Hit = [Flip][Flip]. Direct hit = [Flip][Flip][Flip][Flip] Hull: -20% Airlock Malfunction: until end
// of your next full turn, no free reporting aboard."
// "in Demilitarized Zone or Badlands Region": the battle's location in one of the regions; "no free reporting aboard":
// no card reports aboard the damaged ship "for free" (Camp Khitomer's free report; it may still report with the normal
// card play), until the end of its controller's next full turn (domain/battle-rules/timed-markers.ts).
import {
  attackAndDefenseBonus,
  classShip,
  firing,
  flips,
  shipAllOf,
  shipInRegion,
  tactic,
} from '../../language/build-tactics';
import type { CardText } from '../../language/language';

export const closeQuartersCombat: CardText = tactic('Maquis/maquis_54V', {
  attack: 0,
  defense: 2,
  bonuses: attackAndDefenseBonus(
    2,
    firing(
      shipAllOf(classShip('Condor Class'), shipInRegion('Demilitarized Zone Region', 'Badlands Region')),
    ),
  ),
  hit: flips(2),
  directHit: flips(4),
  hull: 20,
  damage: { WEAPONS: -2, SHIELDS: -2 },
  noFreeReportingAboard: true,
});
