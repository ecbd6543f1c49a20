// Target Weapons (bog/targetweapons; reprint Bah!/Bah_36), [Tactic]:
// "Attack: 2. Defense: 1. ATTACK bonus +1 if you have a Dominion ship firing. Hit = [Down][Flip]. Direct hit =
// [Down][Flip][Flip][Flip]. Hull: -25% WEAPONS enhancements off line."
import {
  affiliationShip,
  attackBonus,
  downThenFlips,
  enhancementsOffLine,
  firing,
  tactic,
} from '../../language/build-tactics';
import type { CardText } from '../../language/language';

export const targetWeapons: CardText = tactic('bog/targetweapons', {
  attack: 2,
  defense: 1,
  bonuses: [attackBonus(1, firing(affiliationShip('Dominion')))],
  hit: downThenFlips(1),
  directHit: downThenFlips(3),
  hull: 25,
  damage: { WEAPONS: -2 },
  offLine: [enhancementsOffLine('WEAPONS')],
});
