// Crimson Forcefield (bog/crimsonforcefield; reprint Bah!/Bah_12), [Tactic]:
// "Attack: 0. Defense: 2. Harmless pyrotechnic ruse nullifies opponent's Tactic card unless opponent has an OFFICER
// with CUNNING>8 aboard a ship or facility in this battle. Hit = [Flip]. Direct hit = [Flip][Flip]. Hull: -40% Cloaking
// Device off line."
// "nullifies opponent's Tactic card": the opponent's current tactic, once both are revealed (domain/battle-rules/tactic-nullify.ts);
// "an OFFICER": a personnel with the OFFICER skill (classification included), able to act, aboard a card of either
// force; "Cloaking Device off line": the damaged ship may not cloak or decloak (domain/orders/cloak.ts).
import { equipmentOffLine, flips, personnelAboard, tactic } from '../../language/build-tactics';
import type { CardText } from '../../language/language';

export const crimsonForcefield: CardText = tactic('bog/crimsonforcefield', {
  attack: 0,
  defense: 2,
  nullifiesOpponentTacticUnless: personnelAboard('OFFICER', 'CUNNING', 8),
  hit: flips(1),
  directHit: flips(2),
  hull: 40,
  damage: { RANGE: -2, WEAPONS: -2, SHIELDS: -3 },
  offLine: [equipmentOffLine('Cloaking Device')],
});
