// Pulse Phaser Cannons (bog/pulsephasercannons; reprint Bah!/Bah_26), [Tactic]:
// "Attack: 4. Defense: 1. ATTACK bonus +1 if you have a Defiant-class ship firing. Hit = [Flip][Flip]. Direct hit =
// [Flip][Flip][Flip][Flip]. Hull: -20% Tractor beam off line."
import {
  attackBonus,
  classShip,
  equipmentOffLine,
  firing,
  flips,
  tactic,
} from '../../language/build-tactics';
import type { CardText } from '../../language/language';

export const pulsePhaserCannons: CardText = tactic('bog/pulsephasercannons', {
  attack: 4,
  defense: 1,
  bonuses: [attackBonus(1, firing(classShip('Defiant Class')))],
  hit: flips(2),
  directHit: flips(4),
  hull: 20,
  damage: { WEAPONS: -1, SHIELDS: -1 },
  offLine: [equipmentOffLine('Tractor Beam')],
});
