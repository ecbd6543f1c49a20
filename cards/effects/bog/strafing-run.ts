// Strafing Run (bog/strafingrun), [Tactic]:
// "Attack: 4. Defense: -1. ATTACK bonus +1 if you have a Hideki-class ship firing. Hit = [Down][Flip]. Direct hit =
// [Down][Flip][Flip][Flip]. Hull: -20% Bridge damaged: randomly kills one OFFICER, Leadership or Navigation personnel
// (on a Nor, one personnel in {Ops})."
// "(on a Nor, …)": no Nor has sites in the engine, so the casualty is one personnel aboard.
import { attackBonus, classShip, downThenFlips, firing, oneWith, tactic } from '../../language/build-tactics';
import type { CardText } from '../../language/language';

export const strafingRun: CardText = tactic('bog/strafingrun', {
  attack: 4,
  defense: -1,
  bonuses: [attackBonus(1, firing(classShip('Hideki Class')))],
  hit: downThenFlips(1),
  directHit: downThenFlips(3),
  hull: 20,
  damage: { RANGE: -1, WEAPONS: -1, SHIELDS: -1 },
  casualty: oneWith('OFFICER', 'Leadership', 'Navigation'),
});
