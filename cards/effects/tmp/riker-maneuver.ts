// Riker Maneuver (tmp/128rikermaneuver; reprints TMPR/tmpr128, Bah!/Bah_28), [Tactic]:
// "Attack: 4. Defense: -1. Requires a ship at a nebula firing; ATTACK bonus +3 if {William T. Riker} aboard. Hit =
// [Down][Flip]. Direct hit = [Down][Flip][Flip][Flip], and another opposing ship present (your choice) is also hit =
// [Flip][Flip]. Hull: -30% Plasma containment rupture: opponent may immediately download {Plasma Fire} to this ship."
// "a ship at a nebula": at a location whose mission has the Nebula characteristic; "if {William T. Riker} aboard":
// aboard a ship of the force firing; "another opposing ship present": an opponent's ship at the location, not the
// target, not cloaked, the damaging player's choice (domain/battle-rules/damage-follow-ups.ts); "opponent may immediately
// download": the damaged ship's controller's opponent, found and played by the download rules, or declined.

import { characteristic, titled } from '../../language/build';
import {
  attackBonus,
  crewMatching,
  downThenFlips,
  firing,
  flips,
  shipAtMission,
  tactic,
} from '../../language/build-tactics';
import type { CardText } from '../../language/language';

export const rikerManeuver: CardText = tactic('tmp/128rikermaneuver', {
  attack: 4,
  defense: -1,
  requires: shipAtMission(characteristic('Nebula')),
  bonuses: [attackBonus(3, firing(crewMatching(titled('William T. Riker'))))],
  hit: downThenFlips(1),
  directHit: downThenFlips(3),
  directHitAlso: flips(2),
  hull: 30,
  damage: { RANGE: -2, WEAPONS: -2, SHIELDS: -2 },
  downloadsToHost: ['Plasma Fire'],
});
