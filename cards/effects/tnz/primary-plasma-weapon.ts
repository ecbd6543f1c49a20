// Primary Plasma Weapon (tnz/TNZ54), [Tactic]:
// "Attack: 3. Defense: 0. Requires a [Rom][OS] ship firing. ATTACK bonus +3 vs. Facilities. Hit = [Flip][Flip].
// Direct hit = [Flip][Flip][Flip][Flip]. Hull: -30% Damaged Crew Morale: [Stf] Personnel aboard are attributes all -2."
// "[Rom][OS]": a Romulan ship with the [OS] icon; "vs. Facilities": when the card its force fires at is a facility;
// "[Stf] Personnel": personnel with the [Stf] staffing icon, while aboard the damaged card.
import { allOf, ofType } from '../../language/build';
import {
  affiliationShip,
  attackBonus,
  firingAtFacility,
  flips,
  shipAllOf,
  shipMatching,
  tactic,
} from '../../language/build-tactics';
import { icon } from '../../language/build-time-travel';
import type { CardText } from '../../language/language';

export const primaryPlasmaWeapon: CardText = tactic('tnz/TNZ54', {
  attack: 3,
  defense: 0,
  requires: shipAllOf(affiliationShip('Romulan'), shipMatching(icon('OS'))),
  bonuses: [attackBonus(3, firingAtFacility)],
  hit: flips(2),
  directHit: flips(4),
  hull: 30,
  damage: { RANGE: -2, WEAPONS: -2, SHIELDS: -2 },
  crewDamage: { filter: allOf(ofType('Personnel'), icon('Stf')), amount: -2 },
});
