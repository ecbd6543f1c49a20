// Target Shields (bog/targetshields; reprint Bah!/Bah_33), [Tactic]:
// "Attack: 2. Defense: 2. Hit = [Down][Flip]. Direct hit = [Down][Flip][Flip][Flip]. Otherwise, drains target's SHIELDS
// ([Down]). SHIELDS enhancements off line."
// No "Hull:" line: as a damage marker it takes no HULL. "Otherwise": a miss still places the tactic on the target.
import { downThenFlips, enhancementsOffLine, tactic } from '../../language/build-tactics';
import type { CardText } from '../../language/language';

export const targetShields: CardText = tactic('bog/targetshields', {
  attack: 2,
  defense: 2,
  hit: downThenFlips(1),
  directHit: downThenFlips(3),
  miss: ['down'],
  hull: 0,
  damage: { SHIELDS: -2 },
  offLine: [enhancementsOffLine('SHIELDS')],
});
