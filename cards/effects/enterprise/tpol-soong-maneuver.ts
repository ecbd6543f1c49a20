// T'Pol/Soong Maneuver (enterprise/TPolSoongManeuverEC; reprints ecr/ECR_18, Bah!/TPolSoongManeuverBah), [Tactic]:
// "Attack: 0. Defense: 2. ATTACK bonus +3 and DEFENSE bonus +2 if you have a NX-class ship firing. Hit = [Down][Flip].
// Direct hit = [Down][Flip][Flip][Flip]. Burn and Turn: until the end of your next full turn, this ship may not move to
// a mission where an opponent has a ship."
// No "Hull:" line: as a damage marker it takes no HULL. "Burn and Turn": domain/battle-rules/marker-movement.ts.
import {
  attackBonus,
  classShip,
  defenseBonus,
  downThenFlips,
  firing,
  tactic,
} from '../../language/build-tactics';
import type { CardText } from '../../language/language';

const nx = firing(classShip('NX Class'));

export const tpolSoongManeuver: CardText = tactic('enterprise/TPolSoongManeuverEC', {
  attack: 0,
  defense: 2,
  bonuses: [attackBonus(3, nx), defenseBonus(2, nx)],
  hit: downThenFlips(1),
  directHit: downThenFlips(3),
  hull: 0,
  damage: { RANGE: -2, WEAPONS: -1, SHIELDS: -1 },
  avoidsOpponentShips: true,
});
