// Humanity's Last Stand (AUT/AUT27), [Tactic]:
// "Attack: 2. Defense: 2. DEFENSE bonus +1 for each tactic that has been removed from this game. Hit = [Flip][Flip].
// Direct hit = [Flip][Flip][Flip][Flip]. Remove this tactic from this game. Hull: -25% Drive off: May not initiate
// battle at {Ceti Alpha V}."
// "each tactic that has been removed from this game": the [Tactic] cards out of play, both players'; "Remove this
// tactic from this game": as a current tactic, in stage 8 instead of being discarded (its damage never places it, all
// [Flip]); "May not initiate battle at {Ceti Alpha V}": the damaged ship may not attack at the location its mission
// names Ceti Alpha V (domain/battle-rules/marker-battle.ts; no mission card of the database names it).
import { defenseBonusEach, flips, tactic, tacticsRemovedFromGame } from '../../language/build-tactics';
import type { CardText } from '../../language/language';

export const humanitysLastStand: CardText = tactic('AUT/AUT27', {
  attack: 2,
  defense: 2,
  bonuses: [defenseBonusEach(1, tacticsRemovedFromGame)],
  hit: flips(2),
  directHit: flips(4),
  removedAfterBattle: true,
  hull: 25,
  damage: { WEAPONS: -2, SHIELDS: -2 },
  mayNotInitiateBattleAt: 'Ceti Alpha V',
});
