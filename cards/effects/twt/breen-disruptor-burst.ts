// Breen Disruptor Burst (twt/BreenDisruptorBurstA; reprint Bah!/BreenDisruptorBurstBaH), [Tactic]:
// "Attack: 1. Defense: 2. ATTACK bonus +3 if you have a Breen ship firing. Hit = [Flip][Flip]. Direct hit =
// [Flip][Flip][Flip][Flip]. Hull: -30% Casualties: randomly kills one personnel (on a Nor, one personnel at site of
// opponent's choice)."
// "a Breen ship": a ship that says it is one (Rulebook "Characteristics": Breen Warship, Tykk); "(on a Nor, …)": no Nor
// has sites in the engine, so the casualty is one personnel aboard.
import { characteristic } from '../../language/build';
import { anyone, attackBonus, firing, flips, shipMatching, tactic } from '../../language/build-tactics';
import type { CardText } from '../../language/language';

export const breenDisruptorBurst: CardText = tactic('twt/BreenDisruptorBurstA', {
  attack: 1,
  defense: 2,
  bonuses: [attackBonus(3, firing(shipMatching(characteristic('Breen ship'))))],
  hit: flips(2),
  directHit: flips(4),
  hull: 30,
  damage: { RANGE: -2, SHIELDS: -2 },
  casualty: anyone,
});
