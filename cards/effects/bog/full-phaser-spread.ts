// Full Phaser Spread (bog/fullphaserspread), [Tactic]:
// "Attack: 3. Defense: 2. ATTACK bonus +1 if you have a Galaxy-class ship firing. Hit = [Flip][Flip]. Direct hit =
// [Flip][Flip][Flip][Flip]. Hull: -30% Science panel destroyed: randomly kills one SCIENCE or Stellar Cartography
// personnel (on a Nor, one personnel in {Science Lab})."
// "(on a Nor, …)": no Nor has sites in the engine, so the casualty is one personnel aboard.
import { attackBonus, classShip, firing, flips, oneWith, tactic } from '../../language/build-tactics';
import type { CardText } from '../../language/language';

export const fullPhaserSpread: CardText = tactic('bog/fullphaserspread', {
  attack: 3,
  defense: 2,
  bonuses: [attackBonus(1, firing(classShip('Galaxy Class')))],
  hit: flips(2),
  directHit: flips(4),
  hull: 30,
  damage: { RANGE: -1, WEAPONS: -1, SHIELDS: -1 },
  casualty: oneWith('SCIENCE', 'Stellar Cartography'),
});
