// Photon Torpedo (bog/photontorpedo), [Tactic]:
// "Attack: 2. Defense: 2. ATTACK bonus +1 if you have an Akira-class ship firing. Hit = [Flip][Flip]. Direct hit =
// [Flip][Flip][Flip][Flip]. Hull: -35% Tactical panel overload: randomly kills one SECURITY or Computer Skill
// personnel (on a Nor, one personnel in {Security Office})."
// "(on a Nor, …)": no Nor has sites in the engine, so the casualty is one personnel aboard.
import { attackBonus, classShip, firing, flips, oneWith, tactic } from '../../language/build-tactics';
import type { CardText } from '../../language/language';

export const photonTorpedo: CardText = tactic('bog/photontorpedo', {
  attack: 2,
  defense: 2,
  bonuses: [attackBonus(1, firing(classShip('Akira Class')))],
  hit: flips(2),
  directHit: flips(4),
  hull: 35,
  damage: { WEAPONS: -1, SHIELDS: -1 },
  casualty: oneWith('SECURITY', 'Computer Skill'),
});
