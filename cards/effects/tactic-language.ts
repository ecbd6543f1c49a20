// The language of [Tactic] cards (Rulebook "[Tactic]", 7.4 ship battle stages 3 Tactics to 6 Damage, 7.5.1 DAMAGE):
// the ATTACK and DEFENSE bonuses a current tactic gives its force, the damage it deals on a hit or a direct hit
// ([Down]: the tactic itself; [Flip]: a card drawn from the Battle Bridge side deck), and what the card does as a damage
// marker (HULL damage, crew casualties, systems off line). A marker's attribute damage ("Maximum Firepower's damage
// reduces the enemy vessel's SHIELDS by 2") is an ordinary static modifier of the card on the card it is placed on
// (`CardText.whileInPlay`, reach `host`), cumulative (Rulings "cumulative": "multiple copies of the same damage marker
// … are cumulative"). `battle/tactics.ts` and `domain/tactics-damage.ts` interpret it.
import type { Affiliation, ShipAttribute } from '../blueprint';
import type { CardFilter } from './filter-language';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Rulebook "[Flip]" draws a Tactic from the Battle Bridge side deck as a damage marker; "[Down]" places this card. */
export type DamageSymbol = 'down' | 'flip';

/**
 * A ship a tactic's text names: "a Federation ship" (its affiliation), "a Galaxy-class ship" (its printed class),
 * "a Jem'Hadar attack ship" (a title, colon rule), "a ship with no staffing requirements", a ship a card filter
 * matches ("a Breen ship": a characteristic; "a [Films] ship": an icon; `language.ts` `CardFilter`), "with the word
 * "future" in its lore", "with Resistance or Navigation aboard" (a crew member able to act with one of the skills;
 * `together`: one with all of them), any ship, and combinations ("a [Kli][OS] ship": all of; "{Son'a Battleship} or
 * {Li'seria}": any of).
 */
export type ShipSelector =
  | { readonly kind: 'affiliation'; readonly affiliation: Affiliation }
  | { readonly kind: 'shipClass'; readonly shipClass: string }
  | { readonly kind: 'title'; readonly title: string }
  | { readonly kind: 'noStaffingRequirement' }
  | { readonly kind: 'card'; readonly filter: CardFilter }
  | { readonly kind: 'loreSays'; readonly word: string }
  | { readonly kind: 'crew'; readonly skills: ReadonlyArray<string>; readonly together: boolean }
  | { readonly kind: 'allOf'; readonly of: ReadonlyArray<ShipSelector> }
  | { readonly kind: 'anyOf'; readonly of: ReadonlyArray<ShipSelector> }
  | { readonly kind: 'any' };

/**
 * When a tactic's conditional bonus applies: "if you have a Federation ship firing" (a card of the player's force able
 * to fire), "… defending" (the player's card fired at), "multiple non-[Bor] ships here" (at least `atLeast` of the
 * player's ships at the battle's location), "vs. Facilities" (the card the player's force fires at is a facility), or
 * one of several ("… firing OR multiple non-[Bor] ships here").
 */
export type BonusCondition =
  | { readonly kind: 'firing'; readonly ship: ShipSelector }
  | { readonly kind: 'defending'; readonly ship: ShipSelector }
  | { readonly kind: 'here'; readonly ship: ShipSelector; readonly atLeast: number }
  | { readonly kind: 'firingAtFacility' }
  | { readonly kind: 'anyOf'; readonly of: ReadonlyArray<BonusCondition> };

/**
 * "ATTACK bonus +2 if you have a Federation ship firing": a bonus to the tactic's ATTACK or DEFENSE when its condition
 * holds; with `each`, "+1 for each of your ships firing" (the bonus once per matching card firing).
 */
export interface TacticBonus {
  readonly to: 'attack' | 'defense';
  readonly amount: number;
  readonly when: BonusCondition;
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

/**
 * Rulebook 7.5.2 "Systems off line": what a damage marker takes off line on the card it damages while it is in play:
 * special equipment (`Tractor Beam`), the `Transporters` (no beaming to or from it), the `Sensors` ("crew cannot
 * attempt space missions"), or every enhancement of an attribute ("RANGE enhancements off line").
 */
export type OffLineSystem =
  | { readonly kind: 'equipment'; readonly name: string }
  | { readonly kind: 'transporters' }
  | { readonly kind: 'sensors' }
  | { readonly kind: 'enhancements'; readonly attribute: ShipAttribute };

/** "Hit = [Flip][Flip] (or [Flip][Flip][Flip] if you have {Future Enterprise} … firing)": the other damage and when. */
export interface ConditionalDamage {
  readonly firing: ShipSelector;
  readonly symbols: ReadonlyArray<DamageSymbol>;
}

/** A Tactic card's game text: "Attack: 1. Defense: 2. … Hit = [Flip][Flip]. Direct hit = … Hull: -30% Casualties: …". */
export interface TacticText {
  readonly attack: number;
  readonly defense: number;
  readonly bonuses: ReadonlyArray<TacticBonus>;
  /** "Requires a {Son'a Battleship} or {Li'seria} firing": played only with a matching card of the force firing. */
  readonly requires?: ShipSelector;
  readonly hit: ReadonlyArray<DamageSymbol>;
  /** "(or [Flip][Flip][Flip] if you have … firing)": the hit's damage instead when the condition holds. */
  readonly hitIf?: ConditionalDamage;
  readonly directHit: ReadonlyArray<DamageSymbol>;
  /** "Otherwise, drains target's SHIELDS ([Down])": the damage of a miss; none if absent. */
  readonly miss?: ReadonlyArray<DamageSymbol>;
  /** "If you hit, randomly kills one additional personnel": a casualty aboard the card hit (or hit directly). */
  readonly hitCasualty?: Casualty;
  /** As a damage marker: "Hull: -30%" is 30 (percent of HULL); 0 if the card has no Hull line. */
  readonly hull: number;
  /** As a damage marker: the crew casualty it causes as soon as it is placed; none if absent. */
  readonly casualty?: Casualty;
  /** As a damage marker: the systems it takes off line while in play. */
  readonly offLine?: ReadonlyArray<OffLineSystem>;
  /** As a damage marker: "[Fed][OS] ships may attack this ship, ignoring affiliation attack restrictions". */
  readonly attackableBy?: ShipSelector;
  /**
   * As a damage marker: "until the end of your next full turn, this ship may not move to a mission where an opponent
   * has a ship" (T'Pol/Soong Maneuver's "Burn and Turn").
   */
  readonly avoidsOpponentShips?: boolean;
}
