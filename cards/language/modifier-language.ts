// The card text language's modifiers (cards/language/language.ts; Rulebook 12.11 S.A.M.): what a modifier changes,
// which cards it reaches and by how much.
import type { Attribute, ShipAttribute } from '../blueprint';
import type { CardFilter } from './filter-language';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * What a modifier changes (Rulebook 12.11): an attribute (personnel or ship), a skill level, or a value of the Tactics
 * of a ship battle that a card of a force brings: `draws`, the Tactic cards its player may draw in stage 3 ("may draw
 * up to two", Rulebook 7.4; I.K.S. Pagh: "In battle, draw an extra Tactic"), `DEFENSE`, the DEFENSE bonus of its
 * player's current tactic in stage 4 (Worf: "Doubles DEFENSE bonus of your Tactic"), or a value of a mission card:
 * `points`, what its solver scores (Rulebook 7.2 "Solving a Mission"; 100,000 Tribbles: "reduces its points by 10").
 */
export type ModifiedValue =
  | { readonly kind: 'attribute'; readonly name: Attribute | ShipAttribute }
  | { readonly kind: 'skill'; readonly name: string }
  | { readonly kind: 'tactic'; readonly name: TacticValue }
  | { readonly kind: 'mission'; readonly name: MissionValue }
  /**
   * A personnel's first-listed skill, one listing (Rulebook "Using Skills": a skill printed `x 2` is one listing of
   * level 2): an added amount counts listings (10 Tribbles: "loses their first-listed skill", `add` -1).
   */
  | { readonly kind: 'listedSkill'; readonly name: 'first' };

/**
 * Rulebook "Characteristics" (L1112: "A card has a characteristic if that card says it has that characteristic, whether
 * in lore, title, affiliation, …") and 12.11 S.A.M. ("A card or rule may set …"): a characteristic a modifier sets, the
 * card's affiliation (Lore's Fingernail: "lose their affiliation and are non-aligned personnel"; Frame of Mind: "now
 * becomes Non-Aligned"; Impersonate Captive: the Founder takes the captive's affiliation).
 */
export type CharacteristicValue = { readonly kind: 'characteristic'; readonly name: 'affiliation' };

/**
 * Rulebook 7.2 "Solving a Mission" (the team must meet "the mission requirements"): the requirements of the mission
 * attempts a modifier reaches, which an added requirement joins (100 Tribbles: "Where present, mission attempts require
 * 2 Leadership").
 */
export type RequirementsValue = { readonly kind: 'mission'; readonly name: 'requirements' };

/**
 * README "End of the game": a value of the game itself, which no card carries: `stakes`, the cards the eventual winner
 * may randomly select and keep from the loser's deck (Raise the Stakes), recorded in the game result.
 */
export type GameValue = { readonly kind: 'game'; readonly name: 'stakes' };

/** A value of a mission card that card text modifies: the points scored for solving it (Rulebook 7.2). */
export type MissionValue = 'points';

/** A value of the Tactics of a ship battle that card text modifies (Rulebook 7.4 stages 3 and 4). */
export type TacticValue = 'draws' | 'DEFENSE';

/**
 * Which cards a static modifier reaches, from the card whose text it is (Rulebook 12.4 "Present").
 * `yourPersonnelPresent`: each of your personnel present ("where present"); `othersPresent`: every other personnel
 * present, anyone's ("Other MEDICAL are … where present"); `self`: the card itself (a personnel's special skill);
 * `host`: the card it plays on ("Plays on ship. Ship is WEAPONS +2"); `aboardHost`: every card aboard the card it plays on
 * (Primary Plasma Weapon's damage marker: "[Stf] Personnel aboard are attributes all -2"); `cardsPresent`: every card
 * present, itself included, that matches the modifier's filter (Crosis: "Doubles their STRENGTH, including himself");
 * `shipAboard`: the ship the card is aboard (... in the Engine Room: "On a ship, reduces WEAPONS -1 and RANGE -1");
 * `carrierAboard`: the ship or facility the card is aboard, the modifier's filter saying which (Plasmadyne Relay:
 * "While on a ship, RANGE and SHIELDS are +2. While on a station or outpost, SHIELDS are +4");
 * `atSameLocation`: every card at the card's spaceline location (Rulebook 12.4 "Here"), the modifier's filter saying which
 * (Admiral Hayes: "Each of your Federation ships at same location is WEAPONS +1 and SHIELDS +2");
 * `othersAtSameLocation`: the same but the card itself ("Your other [Maq] personnel here", "Other Romulans at this
 * location": Ro Laren (Blaze of Glory), Captain Chakotay, Christopher Pike, The Centurion, Hideaki Chang);
 * `missionHere`: the mission at the card's spaceline location (Rulebook 12.4 "Here"; 100,000 Tribbles: "If on a
 * planet when that mission solved, reduces its points by 10");
 * `yourPersonnel`: every personnel in play the card's controller controls, wherever it is (Yellow Alert: "all your
 * Personnel are each CUNNING +1"; Lower Decks: "Each of your non-holographic, universal personnel");
 * `yourShips`: every ship in play the card's player controls, wherever it is, a solved mission's player the one who
 * solved it (Rulebook 7.2 L705; Mine Dilithium: "Solving player's ships are RANGE +1");
 * `allPersonnel`: every personnel in play, whoever controls it, wherever it is (Lore's Fingernail: "all Soong-type
 * androids").
 */
export type Reach =
  | 'yourPersonnelPresent'
  | 'othersPresent'
  | 'self'
  | 'host'
  | 'aboardHost'
  | 'cardsPresent'
  | 'shipAboard'
  | 'carrierAboard'
  | 'atSameLocation'
  | 'othersAtSameLocation'
  | 'missionHere'
  | 'yourPersonnel'
  | 'yourShips'
  | 'allPersonnel';

/** How much: a number, or a number for each card aboard the host that matches ("+2 for each SCIENCE … aboard"). */
export type Amount =
  | number
  | { readonly kind: 'perCardAboardHost'; readonly each: number; readonly filter: CardFilter }
  /** Rogue Borg Mercenaries: "Two Borg =2 STRENGTH each, three =3 each": for each card present that matches (itself too). */
  | { readonly kind: 'perCardPresent'; readonly each: number; readonly filter: CardFilter };
