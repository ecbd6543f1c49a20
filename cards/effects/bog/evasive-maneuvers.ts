// Evasive Maneuvers (bog/evasivemaneuvers), [Tactic]:
// "Attack: -2. Defense: 4. DEFENSE bonus +2 if you have a ship with no staffing requirements defending. Hit =
// [Flip][Flip]. Direct hit = [Flip][Flip][Flip][Flip]. Hull: -35% Plasma leak: randomly kills one ENGINEER,
// Astrophysics or Physics personnel (on a Nor, one personnel in {Ore Processing Unit})."
// "(on a Nor, …)": no Nor has sites in the engine, so the casualty is one personnel aboard.
// "defending": the card of yours fired at. A negative ATTACK is a penalty to your ATTACK total.
import { defending, defenseBonus, flips, oneWith, tactic, unstaffedShip } from '../../language/build-tactics';
import type { CardText } from '../../language/language';

export const evasiveManeuvers: CardText = tactic('bog/evasivemaneuvers', {
  attack: -2,
  defense: 4,
  bonuses: [defenseBonus(2, defending(unstaffedShip))],
  hit: flips(2),
  directHit: flips(4),
  hull: 35,
  damage: { RANGE: -1 },
  casualty: oneWith('ENGINEER', 'Astrophysics', 'Physics'),
});
