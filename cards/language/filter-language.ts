// The card text language's filters and conditions (cards/language/language.ts): which cards a text reaches (Rulebook
// 12.3 "your", "opponent's", 12.10 colon rule), and what must hold for it (present with, crew aboard, attributes).
// Filters have the same `kind` names as the dilemma language's (`cards/language/dilemma-language.ts`) where they mean the same
// thing.
import type { Affiliation, Attribute, CardType, FacilityKind, Quadrant, ShipAttribute } from '../blueprint';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * Which cards a filter keeps. `skill` is read after modifiers, so only attribute modifiers may use it (a skill
 * modifier's filter is printed data, which keeps `skillLevel` from asking itself).
 */
export type CardFilter =
  | { readonly kind: 'cardType'; readonly type: CardType }
  | { readonly kind: 'facilityKind'; readonly facilityKind: FacilityKind }
  /** A personnel's printed classification (`OFFICER-classification personnel`), either half of a dual card. */
  | { readonly kind: 'classification'; readonly name: string }
  /** Has the skill after modifiers (classifications count as skills): "Other MEDICAL". */
  | { readonly kind: 'skill'; readonly skill: string }
  /** Current affiliation is one of these ("Federation and Non-Aligned use only"). */
  | { readonly kind: 'affiliation'; readonly of: ReadonlyArray<Affiliation> }
  /** Rulebook 12.3 "your": controlled by the player of the card whose text it is. */
  | { readonly kind: 'yours' }
  /** Rulebook 12.10 colon rule: this title, or it followed by a colon, a dash or "II" (`{Treaty}`). */
  | { readonly kind: 'title'; readonly title: string }
  /** A mission card of this type: "any planet location" is the location of a [P] mission. */
  | { readonly kind: 'missionType'; readonly missionType: 'planet' | 'space' }
  /** A mission whose affiliation icons include this affiliation: "any Klingon mission". */
  | { readonly kind: 'missionOf'; readonly affiliation: Affiliation }
  /** A mission card with a location after it on its spaceline: one side of "two adjacent spaceline locations". */
  | { readonly kind: 'followedOnSpaceline' }
  /** A ship with this special equipment (or so marked): "has tractor beams", "Long-Range Scan Shielding". */
  | { readonly kind: 'equipped'; readonly equipment: string }
  /** Rulebook 7.5.1 Damage: a ship or facility with damage ("your damaged ships"). */
  | { readonly kind: 'damaged' }
  /** Rulebook 7.6 Cloak: a cloaked ship ("any cloaked ship"). */
  | { readonly kind: 'cloaked' }
  /**
   * Rulebook 7.6 phasing L898: a phased card, or a card on, aboard or carried by one ("Phased cards are unaffected by most
   * cards in play"; Rulings "Phasing Cloak": not affected by Supernova).
   */
  | { readonly kind: 'phased' }
  /** Rulebook 10.2.4 Stasis: a card in stasis (Dead in Bed: "any one personnel currently in stasis"). */
  | { readonly kind: 'inStasis' }
  /**
   * Rulings "Soong-type android": a personnel whose lore says "Soong-type" or "created by Dr. Noonien Soong" (Data,
   * Lore, Lal, Juliana Tainer…; an Exocomp is an android but not a Soong-type one): printed data.
   */
  | { readonly kind: 'soongTypeAndroid' }
  /** Rulebook 10.2.1 Stopped: a "stopped" card. */
  | { readonly kind: 'stopped' }
  /** Rulebook 10.2.3 Disabled: a disabled card, which "may not be used in any way". */
  | { readonly kind: 'disabled' }
  /** A ship in orbit: undocked and not landed, at a planet location ("any ship orbiting a planet"). */
  | { readonly kind: 'inOrbit' }
  /**
   * A ship or facility in space ("All ships and facilities in space in that region"): a ship neither landed nor carried
   * (docked ones too), a facility other than a headquarters (Rulebook 12.4: those play on the planet).
   */
  | { readonly kind: 'inSpace' }
  /** Rulebook "Regions": a card at a location whose mission belongs to the region ("in the Badlands Region"). */
  | { readonly kind: 'inRegion'; readonly region: string }
  /**
   * Rulebook "Mission Phase" L219, L221: a card at a spaceline location of one of these quadrants ("If in [GQ]", "in
   * Gamma or Delta Quadrant"; a gap counts, its location on that spaceline).
   */
  | { readonly kind: 'inQuadrant'; readonly of: ReadonlyArray<Quadrant> }
  /** A ship or facility with no card aboard ("any empty ship"). */
  | { readonly kind: 'empty' }
  /** A card with no card played on it (Escape Pod: "Discard after rescue": a pod its occupants have left). */
  | { readonly kind: 'nothingPlayedOn' }
  /** Rulings "empty ship": a ship with personnel (or {Rogue Borg}) aboard ("Plays on any occupied ship"). */
  | { readonly kind: 'occupied' }
  /** Rulings "battle": a Rogue Borg in play, self-controlled, battling like personnel ("Plays on {Rogue Borg}"). */
  | { readonly kind: 'rogueBorg' }
  /** Lore Returns: "Plays where {Rogue Borg} have eliminated a ship's crew" (no crew left, a Rogue Borg of yours aboard). */
  | { readonly kind: 'crewEliminatedByYourRogueBorg' }
  /** At a location where its owner has an outpost ("except empty ships at their outpost"). */
  | { readonly kind: 'atOwnersOutpost' }
  /** In orbit of the same planet as another card of yours that matches ("in the same orbit as your own ship"). */
  | { readonly kind: 'inOrbitWith'; readonly filter: CardFilter }
  /** A personnel in an Away Team: on a planet surface, or aboard a ship or facility its controller does not control. */
  | { readonly kind: 'inAwayTeam' }
  /** A ship whose printed staffing requirement has at least `atLeast` icons ("with at least two staffing icons"). */
  | { readonly kind: 'staffingIcons'; readonly atLeast: number }
  /** A card at the location of a mission with this icon ("at a [S] mission"; a dual mission has both icons). */
  | { readonly kind: 'atMission'; readonly icon: 'planet' | 'space' }
  /**
   * A card at a spaceline location whose mission card matches the filter ("At [CAR]", "at a Bajoran mission", "where
   * … a [Baj] mission"): `filter` reads the mission card (`missionOf`, `missionType`, `title`).
   */
  | { readonly kind: 'atMissionMatching'; readonly filter: CardFilter }
  /**
   * Rulings "outpost" (no Incoming Message without an outpost to return to): a ship whose controller has an outpost of
   * this affiliation on its spaceline.
   */
  | { readonly kind: 'mayReturnToOutpost'; readonly affiliation: Affiliation }
  /** A card played by its text on an earlier turn than this one ("{supernova} can be played on later turn"). */
  | { readonly kind: 'playedOnEarlierTurn' }
  /**
   * Rulebook "Characteristics": the card says it is one in its title, class or characteristics ("shuttlecraft",
   * "Borg cube", "Jem'Hadar attack ship"), compared case-insensitively, a final "s" aside.
   */
  | { readonly kind: 'characteristic'; readonly name: string }
  /** Rulebook "Uniqueness": a universal (❖) card ("[Univ] [Kaz] ships"). */
  | { readonly kind: 'universal' }
  /**
   * Rulebook "Entering Play" L321, L325: a unique card (marked so, or a personnel, ship or facility not ❖ universal nor
   * ✶ enigma, which "are immune to cards that specifically target uniques"): Raktajino's "a unique personnel".
   */
  | { readonly kind: 'unique' }
  /** A card with this printed icon ("[Films] ship", "[AU] cards"; the icon names of the card data: `Films`, `AU`). */
  | { readonly kind: 'icon'; readonly icon: string }
  /** Rulebook "Commandeering": a personnel that may take part in commandeering (unstopped, able to act, no ANIMAL). */
  | { readonly kind: 'mayCommandeer' }
  /** Rulings "unopposed": no personnel of its controller's opponent able to oppose is present with it. */
  | { readonly kind: 'unopposed' }
  /** A ship docked at a facility that matches ("your ship docked at your facility"; Rulebook 7.1.4 Dock). */
  | { readonly kind: 'dockedAt'; readonly filter: CardFilter }
  /**
   * Rulebook 12.4 Present L1232 ("Cards that are present together are also 'with' each other"): present with another
   * card that matches ("if with {Korris}", "if present with any Borg personnel").
   */
  | { readonly kind: 'presentWith'; readonly filter: CardFilter }
  /** Aboard a ship or facility that matches ("aboard opponent's ship"). */
  | { readonly kind: 'aboard'; readonly filter: CardFilter }
  /** Rulebook 12.3 "opponent's": controlled by the other player of the card whose text it is. */
  | { readonly kind: 'opponents' }
  /** Two of Nineteen's "one {Transwarp} doorway or interrupt": a card whose title has this word (Transwarp Conduit). */
  | { readonly kind: 'titleWord'; readonly word: string }
  /**
   * "CUNNING>7": the attribute after modifiers above the value; read only where the reader passes an attribute check
   * (card-text selections, domain/card-effects/selection.ts), as modifiers, which compute attributes, cannot.
   */
  | { readonly kind: 'attributeAbove'; readonly attribute: Attribute | ShipAttribute; readonly value: number }
  /** "SHIELDS<8": the attribute after modifiers below the value; read like `attributeAbove`. */
  | { readonly kind: 'attributeBelow'; readonly attribute: Attribute | ShipAttribute; readonly value: number }
  | { readonly kind: 'not'; readonly filter: CardFilter }
  | { readonly kind: 'anyOf'; readonly of: ReadonlyArray<CardFilter> }
  | { readonly kind: 'allOf'; readonly of: ReadonlyArray<CardFilter> };

/**
 * A condition on the card whose text it is: "if with {Toral}" (a matching card present with it); "unless {Divok} is
 * present" (no matching card present with it); "If ship has all 7 personnel types aboard" (personnel of each
 * classification able to act aboard the card it plays on).
 */
export type Condition =
  | { readonly kind: 'presentWith'; readonly filter: CardFilter }
  | { readonly kind: 'notPresentWith'; readonly filter: CardFilter }
  | { readonly kind: 'hostHasAboard'; readonly classifications: ReadonlyArray<string> }
  /** Tactical Console: "While you have {Miles O'Brien} or a SECURITY-classification personnel aboard" (able to act). */
  | { readonly kind: 'hostHasAboardOne'; readonly filter: CardFilter }
  /** A Trouble's "100: …": at least that many tribbles present (Rulebook "Tribbles (11.3)", domain/tribbles/tribble-count.ts). */
  | { readonly kind: 'tribblesPresent'; readonly atLeast: number }
  /** Ira Graves: "and Biology if {Kareen Brianon} in play": a matching card in play anywhere, anyone's. */
  | { readonly kind: 'inPlay'; readonly filter: CardFilter }
  /**
   * Rulebook "Using Skills" L1002 ("[SD]If on Cha'Joh, it is RANGE +2": "always on"): the card whose text it is matches
   * the filter, a special skill on while it does: "At [CAR]:" (`atMissionMatching(missionOf('Cardassian'))`), "If in
   * [GQ]:" (`inQuadrant('Gamma')`), "at {Earth}" (Queen's Borg Cube).
   */
  | { readonly kind: 'is'; readonly filter: CardFilter }
  /** 100,000 Tribbles: "If on a planet": the card is on a planet surface (Rulebook 7.1.1: beamed or walked there). */
  | { readonly kind: 'onPlanet' }
  /**
   * Rulebook 7.2 "Solving a Mission": "Solving player's ships …", "Once solved, …": the mission at the card's location
   * is solved.
   */
  | { readonly kind: 'solved' }
  /**
   * Rulebook 7.2 "Solving a Mission": "* +5 if a Think Tank personnel helps solve": a member of the crew or Away Team
   * attempting the mission at the card's location matches the filter (read as the mission points are scored).
   */
  | { readonly kind: 'helpsSolve'; readonly filter: CardFilter }
  /**
   * Rulebook 12.4 "Here": a matching card in play anywhere at the card's spaceline location, anyone's ("* +5 points if
   * {Defiant} or {Regency 1} here when solved").
   */
  | { readonly kind: 'here'; readonly filter: CardFilter };

/** A skill the crew aboard a ship must have, at a level: "unless 2 Diplomacy aboard", "unless Navigation aboard". */
export interface CrewNeed {
  readonly skill: string;
  readonly count: number;
}

/** A condition that saves the card a lasting effect plays on: "unless ENGINEER aboard", "unless SHIELDS>4". */
export type HostCondition =
  | { readonly kind: 'crewHas'; readonly need: CrewNeed }
  | { readonly kind: 'attributeAbove'; readonly attribute: ShipAttribute; readonly value: number };
