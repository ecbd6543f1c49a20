// Bajoran Phaser Banks (twt/bajoranphaserbanks; reprint Bah!/Bah_7), [Tactic]:
// "Attack: 1. Defense: 1. ATTACK and DEFENSE bonus +2 if you have a Bajoran ship firing with Resistance or Navigation
// aboard (or +4 if one crew member has both skills). Hit = [Flip][Flip]. Direct hit = [Flip][Flip][Flip][Flip].
// Hull: -30% Casualties: randomly kills one personnel (on a Nor, one personnel at site of opponent's choice)."
// "+2 … (or +4 if one crew member has both skills)": +2 for a crew member with either skill, and +2 more when one crew
// member (able to act) has both; "(on a Nor, …)": no Nor has sites in the engine, so the casualty is one personnel
// aboard.
import {
  affiliationShip,
  anyone,
  attackAndDefenseBonus,
  crewMemberWithAll,
  crewWithAnyOf,
  firing,
  flips,
  shipAllOf,
  tactic,
} from '../../language/build-tactics';
import type { CardText } from '../../language/language';

const bajoran = affiliationShip('Bajoran');

export const bajoranPhaserBanks: CardText = tactic('twt/bajoranphaserbanks', {
  attack: 1,
  defense: 1,
  bonuses: [
    ...attackAndDefenseBonus(2, firing(shipAllOf(bajoran, crewWithAnyOf('Resistance', 'Navigation')))),
    ...attackAndDefenseBonus(2, firing(shipAllOf(bajoran, crewMemberWithAll('Resistance', 'Navigation')))),
  ],
  hit: flips(2),
  directHit: flips(4),
  hull: 30,
  damage: { RANGE: -1, WEAPONS: -1, SHIELDS: -1 },
  casualty: anyone,
});
