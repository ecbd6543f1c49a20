// Chain Reaction Pulsar (twt/chainreactionpulsar; reprint Bah!/Bah_11), [Tactic]:
// "Attack: 5. Defense: 0. Requires a staffed ship which has three or more staffing icons firing. ATTACK bonus +1 if
// Akira class. Hit or direct hit = [Down] and nullifies one Event card enhancing target's attributes (once per turn).
// Hull: -35% Scanners off line: you may play {Scan} and {Full Planet Scan} only where you have an undamaged ship."
// "a staffed ship which has three or more staffing icons": its printed staffing requirement, met (Rulebook 7.1.3);
// "if Akira class": an Akira-class ship firing; "nullifies one Event card enhancing target's attributes": an Event in
// play raising one of the hit card's RANGE, WEAPONS or SHIELDS, the damaging player's choice, discarded, at most once
// each turn (domain/battle-rules/damage-follow-ups.ts); "you may play … only where you have an undamaged ship": the
// general verb prevent of the damaged ship's controller's plays, away from a location where they have an undamaged
// ship (Rulebook 12.4 "Here"), the location of the card the Scan plays on (domain/card-effects/permissions.ts).

import { allOf, anyOf, damaged, not, ofType, staffingIcons, titled, yours } from '../../language/build';
import {
  attackBonus,
  classShip,
  firing,
  offLineRule,
  shipAllOf,
  shipMatching,
  staffedShip,
  tactic,
} from '../../language/build-tactics';
import type { CardText } from '../../language/language';

export const chainReactionPulsar: CardText = tactic('twt/chainreactionpulsar', {
  attack: 5,
  defense: 0,
  requires: shipAllOf(staffedShip, shipMatching(staffingIcons(3))),
  bonuses: [attackBonus(1, firing(classShip('Akira Class')))],
  hit: ['down'],
  directHit: ['down'],
  hitNullifiesEnhancingEvent: true,
  hull: 35,
  damage: { RANGE: -1, WEAPONS: -1, SHIELDS: -3 },
  markerRules: [
    offLineRule('Scanners', 'play', {
      cards: anyOf(titled('Scan'), titled('Full Planet Scan')),
      onlyWhere: allOf(ofType('Ship'), yours, not(damaged)),
    }),
  ],
});
