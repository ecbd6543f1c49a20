// It Must Be Destroyed (Cage/Cage63), [Tactic]:
// "Attack: 1. Defense: 2. If battling a [Self] card, ATTACK bonus +4 and your ships and crews are not stopped afterwards
// (but may not initiate battle again this turn). Hit = [Down][Flip]. Direct hit = [Down][Flip][Flip][Flip]. Hull: -25%"
// "battling a [Self] card": the opposing force is a self-controlled card's (the Borg Ship dilemma); "your ships and
// crews": its player's cards of the battle's forces and the personnel aboard, which stage 8 leaves unstopped and which
// may not initiate a battle for the rest of the turn (domain/battle-rules/self-battle.ts).
import { attackBonus, battlingSelfControlled, downThenFlips, tactic } from '../../language/build-tactics';
import type { CardText } from '../../language/language';

export const itMustBeDestroyed: CardText = tactic('Cage/Cage63', {
  attack: 1,
  defense: 2,
  bonuses: [attackBonus(4, battlingSelfControlled)],
  notStoppedAfterBattlingSelfControlled: true,
  hit: downThenFlips(1),
  directHit: downThenFlips(3),
  hull: 25,
  damage: { WEAPONS: -2, SHIELDS: -2 },
});
