// Classic Phaser Banks (Cage/Cage62), [Tactic]:
// "Attack: 1. Defense: 3. ATTACK bonus +2 if you have a Constitution-class ship firing. Hit = [Down][Flip]. Direct hit =
// [Down][Flip][Flip][Flip]. Hull: -30% Code One Emergency: [Fed][OS] ships may attack this ship, ignoring affiliation
// attack restrictions."
// "[Fed][OS] ships": Federation ships with the [OS] icon; "attack this ship": initiate a ship battle targeting the card
// the marker damages (Rulebook 7.4 affiliation attack restrictions, domain/battle-rules/attack-restrictions.ts).

import {
  affiliationShip,
  attackBonus,
  classShip,
  downThenFlips,
  firing,
  shipAllOf,
  shipMatching,
  tactic,
} from '../../language/build-tactics';
import { icon } from '../../language/build-time-travel';
import type { CardText } from '../../language/language';

export const classicPhaserBanks: CardText = tactic('Cage/Cage62', {
  attack: 1,
  defense: 3,
  bonuses: [attackBonus(2, firing(classShip('Constitution Class')))],
  hit: downThenFlips(1),
  directHit: downThenFlips(3),
  hull: 30,
  damage: { RANGE: -1, WEAPONS: -1, SHIELDS: -2 },
  attackableBy: shipAllOf(affiliationShip('Federation'), shipMatching(icon('OS'))),
});
