// Quantum Torpedo (bog/quantumtorpedo; reprint Bah!/Bah_27), [Tactic]:
// "Attack: 5. Defense: 0. ATTACK bonus +1 if you have a Sovereign-class ship firing. Hit = [Flip][Flip]. Direct hit =
// [Flip][Flip][Flip][Flip]. Hull: -15% Sensors off line: crew cannot attempt space missions."
import { attackBonus, classShip, firing, flips, sensorsOffLine, tactic } from '../../language/build-tactics';
import type { CardText } from '../../language/language';

export const quantumTorpedo: CardText = tactic('bog/quantumtorpedo', {
  attack: 5,
  defense: 0,
  bonuses: [attackBonus(1, firing(classShip('Sovereign Class')))],
  hit: flips(2),
  directHit: flips(4),
  hull: 15,
  damage: { WEAPONS: -2, SHIELDS: -2 },
  offLine: [sensorsOffLine],
});
