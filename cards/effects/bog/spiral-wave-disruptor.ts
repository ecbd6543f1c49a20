// Spiral-Wave Disruptor (bog/spiralwavedisruptor), [Tactic]:
// "Attack: 1. Defense: 2. ATTACK bonus +2 if you have a Cardassian ship firing. Hit = [Flip][Flip]. Direct hit =
// [Flip][Flip][Flip][Flip]. Hull: -30% Casualties: randomly kills one personnel (on a Nor, one personnel at site of
// opponent's choice)."
// "(on a Nor, …)": no Nor has sites in the engine, so the casualty is one personnel aboard.
import { affiliationShip, anyone, attackBonus, firing, flips, tactic } from '../../language/build-tactics';
import type { CardText } from '../../language/language';

export const spiralWaveDisruptor: CardText = tactic('bog/spiralwavedisruptor', {
  attack: 1,
  defense: 2,
  bonuses: [attackBonus(2, firing(affiliationShip('Cardassian')))],
  hit: flips(2),
  directHit: flips(4),
  hull: 30,
  damage: { RANGE: -2, WEAPONS: -1, SHIELDS: -1 },
  casualty: anyone,
});
