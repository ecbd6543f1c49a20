// The language of [Tactic] cards (Rulebook "[Tactic]", 7.4 ship battle stages 3 Tactics to 6 Damage, 7.5.1 DAMAGE):
// the ATTACK and DEFENSE bonuses a current tactic gives its force, the damage it deals on a hit or a direct hit
// ([Down]: the tactic itself; [Flip]: a card drawn from the Battle Bridge side deck), and what the card does as a damage
// marker (HULL damage, crew casualties). A marker's attribute damage ("Maximum Firepower's damage reduces the enemy
// vessel's SHIELDS by 2") is an ordinary static modifier of the card on the card it is placed on (`CardText.whileInPlay`,
// reach `host`), cumulative (Rulings "cumulative": "multiple copies of the same damage marker … are cumulative").
// `battle/tactics.ts` and `domain/tactics-damage.ts` interpret it.
import type { Affiliation } from '../blueprint';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Rulebook "[Flip]" draws a Tactic from the Battle Bridge side deck as a damage marker; "[Down]" places this card. */
export type DamageSymbol = 'down' | 'flip';

/**
 * A ship a tactic's bonus names: "a Federation ship" (its affiliation), "a Galaxy-class ship" (its printed class),
 * "a Jem'Hadar attack ship" (a title, colon rule), "a ship with no staffing requirements", or any ship.
 */
export type ShipSelector =
  | { readonly kind: 'affiliation'; readonly affiliation: Affiliation }
  | { readonly kind: 'shipClass'; readonly shipClass: string }
  | { readonly kind: 'title'; readonly title: string }
  | { readonly kind: 'noStaffingRequirement' }
  | { readonly kind: 'any' };

/**
 * "ATTACK bonus +2 if you have a Federation ship firing": a bonus to the tactic's ATTACK or DEFENSE when its player has
 * a matching card `firing` (a card of their force able to fire) or `defending` (their card fired at); with `each`,
 * "+1 for each of your ships firing" (the bonus once per matching card).
 */
export interface TacticBonus {
  readonly to: 'attack' | 'defense';
  readonly amount: number;
  readonly when: 'firing' | 'defending';
  readonly ship: ShipSelector;
  readonly each?: boolean;
}

/**
 * "Casualties: randomly kills one personnel", "Science panel destroyed: randomly kills one SCIENCE or Stellar
 * Cartography personnel": one personnel aboard the damaged card, at random among those with one of `skills` (any, if
 * absent) or, with `orDisabled`, disabled ("Sickbay damaged: … MEDICAL, Exobiology or disabled personnel").
 */
export interface Casualty {
  readonly skills?: ReadonlyArray<string>;
  readonly orDisabled?: boolean;
}

/** A Tactic card's game text: "Attack: 1. Defense: 2. … Hit = [Flip][Flip]. Direct hit = … Hull: -30% Casualties: …". */
export interface TacticText {
  readonly attack: number;
  readonly defense: number;
  readonly bonuses: ReadonlyArray<TacticBonus>;
  readonly hit: ReadonlyArray<DamageSymbol>;
  readonly directHit: ReadonlyArray<DamageSymbol>;
  /** As a damage marker: "Hull: -30%" is 30 (percent of HULL). */
  readonly hull: number;
  /** As a damage marker: the crew casualty it causes as soon as it is placed; none if absent. */
  readonly casualty?: Casualty;
}
