// The language of [Tactic] cards (Rulebook "[Tactic]", 7.4 ship battle stages 3 Tactics to 6 Damage, 7.5.1 DAMAGE):
// the ATTACK and DEFENSE bonuses a current tactic gives its force, the damage it deals on a hit or a direct hit
// ([Down]: the tactic itself; [Flip]: a card drawn from the Battle Bridge side deck), and what the card does as a damage
// marker (HULL damage, crew casualties, systems off line). A marker's attribute damage ("Maximum Firepower's damage
// reduces the enemy vessel's SHIELDS by 2") is an ordinary static modifier of the card on the card it is placed on
// (`CardText.whileInPlay`, reach `host`), cumulative (Rulings "cumulative": "multiple copies of the same damage marker
// … are cumulative"). `domain/battle-rules/tactics.ts` and `domain/battle-rules/tactics-damage.ts` interpret it.
import type { Affiliation, DamageSymbol, ShipAttribute } from '../blueprint';
import type { CardFilter } from './filter-language';

export type { DamageSymbol } from '../blueprint';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * A ship a tactic's text names: "a Federation ship" (its affiliation), "a Galaxy-class ship" (its printed class),
 * "a Jem'Hadar attack ship" (a title, colon rule), "a ship with no staffing requirements", a ship a card filter
 * matches ("a Breen ship": a characteristic; "a [Films] ship": an icon; `language.ts` `CardFilter`), "with the word
 * "future" in its lore", "in Demilitarized Zone or Badlands Region" (at a location of one of the regions), "at a
 * nebula" (at a location whose mission card matches: `characteristic('Nebula')`), "if {William T. Riker} aboard" (a
 * personnel able to act aboard that matches), "a staffed ship" (Rulebook 7.1.3), "with Resistance or Navigation aboard" (a crew member able to act with one of the skills;
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
  | { readonly kind: 'inRegion'; readonly regions: ReadonlyArray<string> }
  | { readonly kind: 'atMissionMatching'; readonly filter: CardFilter }
  | { readonly kind: 'staffed' }
  | { readonly kind: 'crewMatching'; readonly filter: CardFilter }
  | { readonly kind: 'crew'; readonly skills: ReadonlyArray<string>; readonly together: boolean }
  | { readonly kind: 'allOf'; readonly of: ReadonlyArray<ShipSelector> }
  | { readonly kind: 'anyOf'; readonly of: ReadonlyArray<ShipSelector> }
  | { readonly kind: 'any' };

/**
 * When a tactic's conditional bonus applies: "if you have a Federation ship firing" (a card of the player's force able
 * to fire), "… defending" (the player's card fired at), "multiple non-[Bor] ships here" (at least `atLeast` of the
 * player's ships at the battle's location), "vs. Facilities" (the card the player's force fires at is a facility), "for
 * each tactic that has been removed from this game" (the [Tactic] cards out of play), "If battling a [Self] card" (the
 * opposing force is a self-controlled card's), or one of several ("… firing OR
 * multiple non-[Bor] ships here").
 */
export type BonusCondition =
  | { readonly kind: 'firing'; readonly ship: ShipSelector }
  | { readonly kind: 'defending'; readonly ship: ShipSelector }
  | { readonly kind: 'here'; readonly ship: ShipSelector; readonly atLeast: number }
  | { readonly kind: 'firingAtFacility' }
  | { readonly kind: 'tacticsRemovedFromGame' }
  | { readonly kind: 'battlingSelfControlled' }
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

/**
 * "unless opponent has an OFFICER with CUNNING>8 aboard a ship or facility in this battle": a personnel of that player
 * aboard a card of the battle's forces with the skill and the attribute above the value.
 */
export interface OfficerAboard {
  readonly skill: string;
  readonly attribute: 'INTEGRITY' | 'CUNNING' | 'STRENGTH';
  readonly above: number;
}

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
  /**
   * Crimson Forcefield: "nullifies opponent's Tactic card unless opponent has an OFFICER with CUNNING>8 aboard a ship or
   * facility in this battle": once the current tactics are revealed, the opponent's is nullified unless they have one.
   */
  readonly nullifiesOpponentTacticUnless?: OfficerAboard;
  /**
   * It Must Be Destroyed: "If battling a [Self] card, … your ships and crews are not stopped afterwards (but may not
   * initiate battle again this turn)" (domain/battle-rules/self-battle.ts).
   */
  readonly notStoppedAfterBattlingSelfControlled?: boolean;
  /** Humanity's Last Stand: "Remove this tactic from this game": out of play, not discarded, after the battle. */
  readonly removedAfterBattle?: boolean;
  /** "May not be used to fire upon a facility": not played when its player's force fires at a facility. */
  readonly notAgainstFacility?: boolean;
  /** "Requires a {Son'a Battleship} or {Li'seria} firing": played only with a matching card of the force firing. */
  readonly requires?: ShipSelector;
  readonly hit: ReadonlyArray<DamageSymbol>;
  /** "(or [Flip][Flip][Flip] if you have … firing)": the hit's damage instead when the condition holds. */
  readonly hitIf?: ConditionalDamage;
  readonly directHit: ReadonlyArray<DamageSymbol>;
  /**
   * "Direct hit = …, and another opposing ship present (your choice) is also hit = [Flip][Flip]": on a direct hit, the
   * damage its player deals to one more opposing ship at the location, their choice (domain/battle-rules/damage-follow-ups.ts).
   */
  readonly directHitAlso?: ReadonlyArray<DamageSymbol>;
  /**
   * "Hit or direct hit = [Down] and nullifies one Event card enhancing target's attributes (once per turn)": its player
   * chooses an Event card in play whose modifier raises an attribute of the card hit, which is discarded; at most once
   * each turn (domain/battle-rules/damage-follow-ups.ts).
   */
  readonly hitNullifiesEnhancingEvent?: boolean;
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
  /** As a damage marker: "until end of your next full turn, no free reporting aboard" (Close Quarters Combat). */
  readonly noFreeReportingAboard?: boolean;
  /**
   * As a damage marker: "opponent may immediately download {Plasma Fire} to this ship": the titles the damaged card's
   * controller's opponent may download and play on it (domain/battle-rules/damage-follow-ups.ts).
   */
  readonly downloadsToHost?: ReadonlyArray<string>;
  /**
   * As a damage marker: "Invasive Strike: If an opponent's ship here, one random non-[BO] equipment card aboard is
   * relocated there and stolen" (domain/battle-rules/damage-follow-ups.ts).
   */
  readonly stealsRandomEquipment?: boolean;
  /** As a damage marker: "May not initiate battle at {Ceti Alpha V}" (the location the mission card names). */
  readonly mayNotInitiateBattleAt?: string;
}
