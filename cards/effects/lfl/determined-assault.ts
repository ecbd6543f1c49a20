// Determined Assault (lfl/LFL_54V), [Tactic]:
// "Attack: 2. Defense: 1. ATTACK bonus +2 if you have a [Non] ship firing. May not be used to fire upon a facility.
// Hit = [Down]. Direct hit = [Down][Flip][Flip]. Hull: -25% Invasive Strike: If an opponent's ship here, one random
// non-[BO] equipment card aboard is relocated there and stolen."
// "a [Non] ship": a Non-Aligned ship; "May not be used to fire upon a facility": not played when its player's force
// fires at a facility (domain/battle-rules/tactic-play.ts); "an opponent's ship here": a ship of the damaged ship's controller's
// opponent at the location, not cloaked, which that player names if they have several (the text does not say who
// chooses); "stolen": that player controls the equipment (Rulebook 12.3; domain/battle-rules/damage-follow-ups.ts).
import { affiliationShip, attackBonus, downThenFlips, firing, tactic } from '../../language/build-tactics';
import type { CardText } from '../../language/language';

export const determinedAssault: CardText = tactic('lfl/LFL_54V', {
  attack: 2,
  defense: 1,
  bonuses: [attackBonus(2, firing(affiliationShip('Non-Aligned')))],
  notAgainstFacility: true,
  hit: ['down'],
  directHit: downThenFlips(2),
  hull: 25,
  damage: { SHIELDS: -2 },
  stealsRandomEquipment: true,
});
