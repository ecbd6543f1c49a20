// The card text language for cards other than dilemmas: a card's printed game text as typed data (Rulebook "Playing
// a Card", "Entering Play", 12.9 "Cumulative", 12.11 S.A.M.). `domain/card-effects` interprets each `type` with one
// function: static modifiers while the card is in play, where the card plays, its immediate effects, and the lasting
// rules other modules consult (compatibility, reporting, repair). Filters have the same `kind` names as the dilemma
// language's (`cards/dilemmas/language.ts`) where they mean the same thing.
import type {
  Affiliation,
  Attribute,
  BlueprintId,
  CardType,
  FacilityKind,
  ShipAttribute,
} from '../blueprint';
import type { ImmediateEffect } from './immediate-effects';
import type { TacticText } from './tactic-language';
import type { TimeLocationText } from './time-location-language';

export type { ImmediateEffect, Sight, Whose } from './immediate-effects';

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
  /** Rulebook 7.6 Cloak: a cloaked ship ("any cloaked ship"). */
  | { readonly kind: 'cloaked' }
  /** A ship in orbit: undocked and not landed, at a planet location ("any ship orbiting a planet"). */
  | { readonly kind: 'inOrbit' }
  /** A ship or facility with no card aboard ("any empty ship"). */
  | { readonly kind: 'empty' }
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
  /** A card with this printed icon ("[Films] ship", "[AU] cards"; the icon names of the card data: `Films`, `AU`). */
  | { readonly kind: 'icon'; readonly icon: string }
  /** Rulebook "Commandeering": a personnel that may take part in commandeering (unstopped, able to act, no ANIMAL). */
  | { readonly kind: 'mayCommandeer' }
  /** Rulings "unopposed": no personnel of its controller's opponent able to oppose is present with it. */
  | { readonly kind: 'unopposed' }
  /** Aboard a ship or facility that matches ("aboard opponent's ship"). */
  | { readonly kind: 'aboard'; readonly filter: CardFilter }
  /** Rulebook 12.3 "opponent's": controlled by the other player of the card whose text it is. */
  | { readonly kind: 'opponents' }
  | { readonly kind: 'not'; readonly filter: CardFilter }
  | { readonly kind: 'anyOf'; readonly of: ReadonlyArray<CardFilter> }
  | { readonly kind: 'allOf'; readonly of: ReadonlyArray<CardFilter> };

/** What a modifier changes (Rulebook 12.11): an attribute (personnel or ship) or a skill level. */
export type ModifiedValue =
  | { readonly kind: 'attribute'; readonly name: Attribute | ShipAttribute }
  | { readonly kind: 'skill'; readonly name: string };

/**
 * Which cards a static modifier reaches, from the card whose text it is (Rulebook 12.4 "Present").
 * `yourPersonnelPresent`: each of your personnel present ("where present"); `othersPresent`: every other personnel
 * present, anyone's ("Other MEDICAL are … where present"); `self`: the card itself (a personnel's special skill);
 * `host`: the card it plays on ("Plays on ship. Ship is WEAPONS +2"); `aboardHost`: every card aboard the card it plays on
 * (Primary Plasma Weapon's damage marker: "[Stf] Personnel aboard are attributes all -2"); `cardsPresent`: every card
 * present, itself included, that matches the modifier's filter (Crosis: "Doubles their STRENGTH, including himself").
 */
export type Reach =
  | 'yourPersonnelPresent'
  | 'othersPresent'
  | 'self'
  | 'host'
  | 'aboardHost'
  | 'cardsPresent';

/** How much: a number, or a number for each card aboard the host that matches ("+2 for each SCIENCE … aboard"). */
export type Amount =
  | number
  | { readonly kind: 'perCardAboardHost'; readonly each: number; readonly filter: CardFilter }
  /** Rogue Borg Mercenaries: "Two Borg =2 STRENGTH each, three =3 each": for each card present that matches (itself too). */
  | { readonly kind: 'perCardPresent'; readonly each: number; readonly filter: CardFilter };

/**
 * A condition on the card whose text it is: "if with {Toral}" (a matching card present with it); "unless {Divok} is
 * present" (no matching card present with it); "If ship has all 7 personnel types aboard" (personnel of each
 * classification able to act aboard the card it plays on).
 */
export type Condition =
  | { readonly kind: 'presentWith'; readonly filter: CardFilter }
  | { readonly kind: 'notPresentWith'; readonly filter: CardFilter }
  | { readonly kind: 'hostHasAboard'; readonly classifications: ReadonlyArray<string> };

/** A skill the crew aboard a ship must have, at a level: "unless 2 Diplomacy aboard", "unless Navigation aboard". */
export interface CrewNeed {
  readonly skill: string;
  readonly count: number;
}

/**
 * Rulebook 12.2 "each", "full" turns: the end of which turn an end-of-turn effect happens at, counted from the turn
 * the card entered play. `yourTurn`: "at end of your turn" (that turn if it is the card's player's, else their next);
 * `nextTurnOf`: the first turn after it of the card's player (`you`) or of the owner of the card it plays on
 * (`hostOwner`); `fullTurnOf`: the `nth` full turn of the card's player after it ("at the end of your third full
 * turn"); `each`: each turn of the card's player (`you`) or of the player beside whose draw deck it is (`tablePlayer`);
 * `eachAfterPlayed`: every turn after the one it entered play on, either player's ("at end of next turn and continues
 * … each turn").
 */
export type TurnSpec =
  | { readonly kind: 'yourTurn' }
  | { readonly kind: 'nextTurnOf'; readonly whose: 'you' | 'hostOwner' }
  | { readonly kind: 'fullTurnOf'; readonly nth: number }
  | { readonly kind: 'each'; readonly whose: 'you' | 'tablePlayer' }
  | { readonly kind: 'eachAfterPlayed' };

/** A condition that saves the card a lasting effect plays on: "unless ENGINEER aboard", "unless SHIELDS>4". */
export type HostCondition =
  | { readonly kind: 'crewHas'; readonly need: CrewNeed }
  | { readonly kind: 'attributeAbove'; readonly attribute: ShipAttribute; readonly value: number };

/** What happens at the end of a turn; each `type` has one interpreter in `domain/card-effects/end-of-turn.ts`. */
export type EndOfTurnEffect =
  /** "Kills literally ALL personnel in play (both players' cards)". */
  | { readonly type: 'killAllPersonnel' }
  /** "Ship explodes …, unless ENGINEER aboard by then": the card it plays on is destroyed (its crew killed). */
  | { readonly type: 'destroyHost'; readonly unless?: HostCondition }
  /** "Explosion damages all other ships at same location that have SHIELDS<8": one damage each. */
  | { readonly type: 'damageOtherShipsHere'; readonly shieldsBelow: number }
  /** "draw one extra card": the card's player (`you`) or the player beside whose draw deck it is (`tablePlayer`). */
  | { readonly type: 'draw'; readonly whose: 'you' | 'tablePlayer'; readonly count: number }
  /** Plasma Fire: "Fire damages ship": one damage to the card it plays on (Rulebook 7.5.1), while this card is in play. */
  | { readonly type: 'damageHost' }
  /**
   * "then discard interrupt", "Discard after use": the card leaves play to its owner's discard pile; with `if`, only
   * when the card it plays on meets it ("SECURITY puts it out").
   */
  | { readonly type: 'discardSelf'; readonly if?: HostCondition }
  /**
   * Navigate Plasma Storms: "All ships and facilities in space in that region without 3 Navigation aboard are
   * damaged" (`damage`: one damage each, Rulebook 7.5.1) or "… are destroyed" (`destroy`).
   */
  | {
      readonly type: 'hitInRegion';
      readonly region: string;
      readonly unless: CrewNeed;
      readonly hit: 'damage' | 'destroy';
    };

/** What a card does while it is in play; each `type` has one interpreter in `domain/card-effects/`. */
export type LastingEffect =
  /**
   * Commandeer Ship: "while objective in play, may meet up to three of its staffing icons": the personnel it plays on
   * fills up to `icons` of the staffing icons of the ship it commandeered (domain/staffing.ts).
   */
  | { readonly type: 'hostMeetsStaffingIcons'; readonly icons: number }
  /**
   * Exocomp: "If aboard ship, can repair damage in two of your full turns, without returning to outpost.": a damaged
   * ship of its controller it is aboard loses one damage marker after `fullTurns` of their turns aboard (Rulebook
   * 7.5.2 Repair, 12.2 "full" turns; domain/repair.ts).
   */
  | { readonly type: 'repairsShipAboard'; readonly fullTurns: number }
  /**
   * Interphase Generator: "Where present, nullifies {Chalnoth}, … dilemmas.": a dilemma of one of these titles
   * encountered by a crew or Away Team the card is present with is nullified before it has any effect.
   */
  | { readonly type: 'nullifiesDilemmasWherePresent'; readonly titles: ReadonlyArray<string> }
  /** Alien Groupie: "delays beam up of one male …": the personnel it plays on may not leave the planet surface. */
  | { readonly type: 'holdsHostOnPlanet' }
  /**
   * Rulebook "Carried ships" (Engage Shuttle Operations, Kazon Warship): your ships matching `carried` may be loaded
   * aboard, carried and launched by your ships matching `carrier` (`self`: the card whose text it is); with
   * `tractorBeam`, by the carrier's Tractor Beam (not one that "cannot carry ships aboard"); with `carrierCrewHas`,
   * only with that skill aboard the carrier (domain/orders/carry.ts).
   */
  | {
      readonly type: 'carriesShips';
      readonly carried: CardFilter | 'self';
      readonly carrier: CardFilter | 'self';
      readonly tractorBeam: boolean;
      readonly carrierCrewHas?: CrewNeed;
    }
  /**
   * Rulebook "Carried ships" and "Reporting for Duty" (Borg Sphere: "May be reported aboard … any of your Borg cubes";
   * Kazon Raider: "Kazon shuttlecraft may report … aboard"): a ship matching `ship` may report for duty carried aboard
   * your ship matching `carrier` (`self`: the card whose text it is, read from hand for the reporting ship;
   * domain/report-aboard.ts).
   */
  | {
      readonly type: 'reportsAboard';
      readonly ship: CardFilter | 'self';
      readonly carrier: CardFilter | 'self';
    }
  /**
   * Engage Shuttle Operations: "Your shuttlecraft may take off and land (using full RANGE)": your ships matching
   * `ships` may land and take off (Rulebook 7.1.6), each time using `range` (`full`: all of its RANGE, none used yet);
   * Blue Alert: "may use 2 RANGE to land or take off once each turn" (`limit`).
   */
  | {
      readonly type: 'shipsMayLand';
      readonly ships: CardFilter;
      readonly range: number | 'full';
      readonly limit?: 'onceEachTurn';
    }
  /**
   * Rulebook 7.6 phasing (Apnex; Phased Cloaking Device: "While aboard your ship, that ship has a Phasing Cloak"): a
   * Phasing Cloak on the card itself (`self`) or on your ship it is aboard, "RANGE +N while phased"
   * (domain/orders/phasing.ts).
   */
  | {
      readonly type: 'phasingCloak';
      readonly on: 'self' | 'yourShipAboard';
      readonly rangeWhilePhased: number;
    }
  /**
   * Genetronic Replicator: "When a personnel is targeted to die, you may stop 2 MEDICAL present (who are not also
   * targeted to die) to return that personnel to hand instead." (`stop`: the skill and how much of it;
   * domain/targeted-to-die.ts).
   */
  | { readonly type: 'returnsTargetedToDieToHand'; readonly stop: CrewNeed }
  /**
   * Rulebook "Probing" at the end of the turn (Navigate Plasma Storms: "End of every player's turn, if any ship is in
   * the Badlands Region (even [MU]), that player must probe: …"): the player whose turn it is probes, one probe card
   * for all their probes, and the list's outcome happens (domain/card-effects/end-of-turn-probes.ts).
   */
  | {
      readonly type: 'probeAtEndOfEveryTurn';
      readonly if: ProbeCondition;
      readonly list: ProbeList<ReadonlyArray<EndOfTurnEffect>>;
    }
  /** Rulebook 12.11: a value of each card reached, while the source is in play and can act. */
  | {
      readonly type: 'modify';
      readonly reach: Reach;
      readonly filter?: CardFilter;
      readonly values: ReadonlyArray<ModifiedValue>;
      readonly op: 'set' | 'add' | 'multiply';
      readonly amount: Amount;
      readonly condition?: Condition;
      /** "until end of turn": only during the turn the card entered play (absent: while it is in play). */
      readonly during?: 'turnPlayed';
    }
  /** Rulebook "Compatible": "Your Federation and Klingon affiliations … can now mix and cooperate" (treaties). */
  | { readonly type: 'mix'; readonly affiliations: readonly [Affiliation, Affiliation] }
  /** "In place of your normal card play, you may report for duty any number of Ship, Personnel, and Equipment". */
  | { readonly type: 'reportAnyNumber' }
  /** "Instantly repairs your damaged ships if they stop here. Also repairs non-aligned ships." (the host's location). */
  | { readonly type: 'repairShipsStoppingHere'; readonly alsoAffiliation: Affiliation }
  /** Rulebook "End of Turn": an end-of-turn action of the card, at the end of the turn `when` names. */
  | {
      readonly type: 'atEndOfTurn';
      readonly when: TurnSpec;
      readonly effects: ReadonlyArray<EndOfTurnEffect>;
    }
  /** Goddess of Empathy: "Neither you nor your opponent can play Interrupt cards (except {Kevin Uxbridge} or {Q2})". */
  | { readonly type: 'noInterrupts'; readonly except: ReadonlyArray<string> }
  /** Horga'hn: "Each turn, gain an additional normal card play OR at end of turn, draw an extra card." */
  | { readonly type: 'extraCardPlayOrDraw' }
  /** Static Warp Bubble: "Opponent must discard one card before ending each turn." */
  | { readonly type: 'opponentDiscardsBeforeEndingTurn' }
  /** "while in play, nullifies {Static Warp Bubble}": cards of that title in play have no effect. */
  | { readonly type: 'nullifies'; readonly title: string }
  /** Alien Probe: "Both players continue the game with their hands (cards) exposed". */
  | { readonly type: 'handsExposed' }
  /** Atmospheric Ionization: "Maximum of three personnel per turn can be beamed up or down at this location." */
  | { readonly type: 'beamingQuota'; readonly personnelPerTurn: number }
  /** Distortion Field: "While face up, prevents all beaming down/up here." */
  | { readonly type: 'preventsBeamingWhileFaceUp' }
  /** Distortion Field: "Once each turn, flip card over." (its player, once each of their turns). */
  | { readonly type: 'flipsOnceEachTurn' }
  /** 1 Tribble: "Once every turn, may "stop" one personnel present (random selection)." (domain/tribble-stop.ts) */
  | { readonly type: 'stopsRandomPersonnelPresentOnceEachTurn' }
  /**
   * 10 Tribbles: "Each Klingon present … unless {Divok} is present, loses their first-listed skill": every personnel
   * present that matches, while the condition holds (domain/card-effects/static-modifiers.ts).
   */
  | { readonly type: 'losesFirstListedSkill'; readonly filter?: CardFilter; readonly condition?: Condition }
  /** Pattern Enhancers: "Allows your personnel and equipment unlimited beaming through {atmospheric ionization} …". */
  | { readonly type: 'unlimitedBeamingThrough'; readonly titles: ReadonlyArray<string> }
  /** Q-Net, between its location and the next: "No ship may pass the Q-Net unless 2 Diplomacy aboard." */
  | { readonly type: 'blocksPassageToNext'; readonly unless: CrewNeed }
  /** Tetryon Field: "All ships must stop here before proceeding on next turn, unless Navigation aboard." */
  | { readonly type: 'mustStopHere'; readonly unless: CrewNeed }
  /** Subspace Warp Rift: "Any ship passing over here without stopping incurs damage." */
  | { readonly type: 'damagesPassingShips' }
  /** Where No One Has Gone Before: "Allows all your ships to leave one end of the spaceline and enter the other end." */
  | { readonly type: 'shipsWrapAroundSpaceline' }
  /**
   * Slingshot Effect: "Once each turn, your [Films] ship may time travel between a time location and its corresponding
   * spaceline location." (Rulebook "Time Travel"; the order `ship.timeTravel`, domain/orders/time-travel.ts).
   */
  | { readonly type: 'shipsMayTimeTravel'; readonly ships: CardFilter; readonly oncePerTurn: boolean }
  /**
   * Slingshot Effect: "Your [AU][Films] personnel, ships and facilities (and [AU] cards of other card types) may seed
   * and play." (Rulebook "Entering Play": an [AU] card plays only if another card allows it; `Seeding.isAlternateUniverse`).
   */
  | { readonly type: 'alternateUniverseAllowed'; readonly cards: CardFilter }
  /** Holo-Projectors: "[Holo] cards may exist on this planet." */
  | { readonly type: 'hologramsMayExist' }
  /** Espionage: "Your Federation personnel may now attempt this mission." */
  | { readonly type: 'mayAttemptHost'; readonly affiliation: Affiliation }
  /**
   * Raise the Stakes, once agreed: "the eventual winner may randomly select and keep one card from loser's 60-card
   * deck" (one card for each copy in play, recorded in the game result: domain/victory.ts).
   */
  | { readonly type: 'winnerKeepsRandomCardOfLoser' }
  /**
   * Telepathic Alien Kidnappers: "At end of each turn, guess a card type and point to a card in your opponent's hand.
   * Card must be shown. If guessed correctly, card is discarded." (a decision at the end of each turn, either
   * player's: domain/card-effects/hand-guess.ts).
   */
  | { readonly type: 'guessOpponentsCardAtEndOfEachTurn' }
  /** Supernova: its mission stays "for span reference" only: no one may attempt it. */
  | { readonly type: 'preventsAttemptingHost' }
  /** Espionage: "Discard after mission completed." */
  | { readonly type: 'discardWhenHostCompleted' }
  /** Gaps in Normal Space: "Ships stopping on the gap kill one personnel (random selection)." (its own gap). */
  | { readonly type: 'killRandomPersonnelOfShipsStoppingHere' }
  /**
   * Rogue Borg Mercenaries, Crosis: the card is a Rogue Borg (Rulings "battle": self-controlled; "empty ship": they
   * "battle like personnel"), aboard the ship it plays on (domain/rogue-borg.ts).
   */
  | { readonly type: 'rogueBorg' }
  /** Rogue Borg Mercenaries: "Battles crew … at start of every players' turn" (with the other Rogue Borg aboard). */
  | { readonly type: 'battlesCrewAtStartOfEveryTurn' }
  /** Lore Returns: "your {Rogue Borg} may now use ship to attack ships" (its host: domain/lore-returns.ts). */
  | { readonly type: 'rogueBorgMayUseHostShip' }
  /**
   * Lore's Fingernail: "all Soong-type androids (including Lt. Cmdr. {Data}) and {Exocomps} lose their affiliation and
   * are non-aligned personnel": the personnel described have `affiliation` for every rule (domain/affiliation.ts).
   */
  | {
      readonly type: 'overridesAffiliation';
      readonly affiliation: Affiliation;
      readonly personnel: ReadonlyArray<PrintedPersonnel>;
    }
  /**
   * The Line Must Be Drawn Here: "Any player who plays {Amanda Rogers}, {Kevin Uxbridge} or {Q2} loses 5 points": a
   * player who plays a card of one of these titles (colon rule) loses `points` (domain/card-effects/play-penalty.ts).
   */
  | { readonly type: 'penalizesPlaying'; readonly titles: ReadonlyArray<string>; readonly points: number }
  /**
   * Mission Debriefing: "Whenever any crew or Away Team finishes a mission attempt (whether successful or not), it is
   * 'stopped.'" (domain/card-effects/debriefing.ts).
   */
  | { readonly type: 'stopsTeamsFinishingAttempts' }
  /** Computer Crash: "No player may … download any card" (domain/card-effects/download-ban.ts). */
  | { readonly type: 'noDownloads' };

/**
 * A personnel described by what is printed on it: Rulings "Soong-type android" (its lore says "Soong-type" or
 * "created by Dr. Noonien Soong"), or a title (Rulebook 12.10 colon rule: `{Exocomps}` is the card Exocomp).
 */
export type PrintedPersonnel =
  | { readonly kind: 'soongTypeAndroid' }
  | { readonly kind: 'title'; readonly title: string };

/** Where a card plays from hand (Rulebook "Play a Card": "place it face-up on the table (or wherever the card directs)"). */
export type Placement =
  /** "Plays on table". */
  | { readonly type: 'table' }
  /** "Plays on your ship", "Plays on outpost", "Nullifies any one Event card": a card in play that matches. */
  | { readonly type: 'card'; readonly filter: CardFilter }
  /** "Plays on any player", "Choose any player". */
  | { readonly type: 'player' }
  /** No target ("Exchange this event for any one card from your discard pile"). */
  | { readonly type: 'none' }
  /** "Beam your Personnel up or down": a route between a planet surface and a ship or facility there. */
  | { readonly type: 'route' };

/** How a card play from hand plays a card: reports it, builds it, or plays it as an event, interrupt or doorway. */
export type PlayedAs = 'report' | 'build' | 'event' | 'interrupt' | 'doorway' | 'timeLocation';

/**
 * The action a card answers as a valid response (Rulebook "Playing 'At Any Time'": "a valid response to that
 * action"); the card then plays only in a response window, targeting that action's card.
 */
export type Trigger =
  /**
   * "Nullifies any one Interrupt card just played", "Plays immediately after opponent plays any non-Interrupt card
   * from hand": a card play from hand initiated and not yet resolved, played as one of `as` (any, if absent), whose
   * card matches `filter`, by `by`.
   */
  | {
      readonly type: 'cardPlayed';
      readonly as?: ReadonlyArray<PlayedAs>;
      readonly filter?: CardFilter;
      readonly by: 'anyone' | 'opponent';
    }
  /** "Plays within five seconds of either players' card draw": a card just drawn, still in its drawer's hand. */
  | { readonly type: 'cardDrawn'; readonly by: 'anyone' | 'opponent' }
  /**
   * Rulebook 7.4 stage 2 Responses: "Plays just after an Away Team battle is initiated": a battle of this kind just
   * initiated, answered only by players controlling a force in it.
   */
  | { readonly type: 'battleInitiated'; readonly kind: 'personnel' | 'ship' }
  /**
   * "Plays on any just killed Klingon with Honor": a personnel just killed in battle (in its owner's discard pile) that
   * matches `filter`; with `oncePerVictim`, "May play only one death yell for each such Klingon" (either player's).
   */
  | {
      readonly type: 'personnelKilled';
      readonly filter?: CardFilter;
      readonly oncePerVictim?: boolean;
      /** "killed in an away team battle": only a personnel battle's kills (not a destroyed ship's crew). */
      readonly inBattle?: 'personnel';
    }
  /**
   * Escape Pod: "Plays on ship being destroyed" (Rulebook 7.4 ship battle stage 8: "cards that respond to the
   * destruction of a card"): a ship about to be destroyed, still in play, matching `filter`.
   */
  | { readonly type: 'shipBeingDestroyed'; readonly filter?: CardFilter }
  /**
   * Mission Debriefing, activated as a hidden agenda (Rulebook "Playing 'At Any Time'": "retroactive effect, if a valid
   * response"): "Whenever any crew or Away Team finishes a mission attempt": a mission attempt just finished (the
   * window after a solved attempt; a failed one has already stopped its team).
   */
  | { readonly type: 'attemptFinished' }
  /**
   * Rulebook 7.2 "cards which respond to that (such as Particle Fountain) may be played": a mission of this kind just
   * completed, by its solver (`solver`: "If 2 ENGINEER present in Away Team, play …") or by anyone (`anyone`: "Plays
   * on any Away Team that just completed a planet mission"); the team must have `teamHas` able to act; with
   * `oncePerMission`, "(maximum of one)" on each mission. The play targets the mission card.
   */
  | {
      readonly type: 'missionCompleted';
      readonly mission: 'planet' | 'space';
      readonly by: 'solver' | 'anyone';
      readonly teamHas?: CrewNeed;
      readonly oncePerMission?: boolean;
    };

/** What an artifact does as it is earned (Rulebook 7.2): its player takes up to `count` cards of their draw deck. */
export type EarnedEffect = { readonly type: 'takeFromDrawDeck'; readonly count: number };

/**
 * Rulebook "Probing": an icon of a probe list as printed between brackets (`Doorway`, `Interrupt`, `AU`, `Bor`, `GQ`),
 * or `DL` for the download icon written `DL/` in gametext.
 */
export type ProbeIcon = string;

/**
 * Rulebook "Probing": where the probe card goes once the outcome is known: replaced atop the draw deck (the rule),
 * or as the card says: "then discard probe card", "then draw probe card", "place probe card beneath draw deck".
 */
export type ProbeCardFate = 'replace' | 'discard' | 'draw' | 'bottom';

/** Rulebook "Probing": one line of a probe list, its icons and the outcome they give. */
export interface ProbeOutcome<Outcome> {
  readonly icons: ReadonlyArray<ProbeIcon>;
  readonly outcome: Outcome;
}

/**
 * Rulebook "Probing": a probe list: the outcomes in printed order, the "otherwise" clause (absent: probing with no
 * outcome) and where the probe card goes.
 */
export interface ProbeList<Outcome> {
  readonly outcomes: ReadonlyArray<ProbeOutcome<Outcome>>;
  readonly otherwise?: Outcome;
  readonly probeCard: ProbeCardFate;
}

/** Rulebook "Probing": when a card's probe is due ("if any ship is in the Badlands Region (even [MU])"). */
export type ProbeCondition = { readonly kind: 'shipInRegion'; readonly region: string };

/** A condition for playing a card at all. */
export type PlayRequirement =
  /** "Must have at least four of your ships in play to use." */
  | { readonly kind: 'yourCardsInPlay'; readonly filter: CardFilter; readonly atLeast: number }
  /** "Plays at the start of your turn": your turn, before you give orders (Rulebook "Once you have played all the
   * cards you intend to play at the start of your turn … 'giving orders'"). */
  | { readonly kind: 'startOfYourTurn' };

/**
 * Rulebook "Playing a Card": after its immediate effects a card enters play (events, by default), is discarded
 * ("Discard event after use"; interrupts by default) or is removed from the game ("remove this card from the game").
 */
export type AfterUse = 'entersPlay' | 'discard' | 'removeFromGame';

/** One card's game text as data, keyed by blueprint id (reprints with the same title and text share it). */
export interface CardText {
  readonly blueprint: BlueprintId;
  /** How the card plays from hand; absent for cards that report for duty or are earned (equipment, personnel). */
  readonly plays?: Placement;
  /** An artifact's "Place in hand until played as an Event card" (or Interrupt): how it plays from hand. */
  readonly playsAs?: 'event' | 'interrupt';
  /**
   * Betazoid Gift Box: "Immediately look through your draw deck … and choose three cards to place in your hand.
   * Reshuffle draw deck and discard artifact.": what an artifact does when earned (domain/card-effects/follow-up.ts).
   */
  readonly whenEarned?: EarnedEffect;
  /** What must hold for the card to be played at all. */
  readonly requires?: PlayRequirement;
  readonly immediate?: ReadonlyArray<ImmediateEffect>;
  /** Default: events enter play, interrupts are discarded (Rulebook "Interrupts … automatically discarded after use"). */
  readonly afterUse?: AfterUse;
  readonly whileInPlay?: ReadonlyArray<LastingEffect>;
  /** Rulebook 12.9: "(Cumulative.)"; copies of a card not so marked do not stack. */
  readonly cumulative?: boolean;
  /** Rulings "once each turn": each player plays the card at most once each turn, whatever the copies. */
  readonly oncePerTurn?: boolean;
  /**
   * The action it answers as a valid response (domain/responses), in a response window; a card without `plays` plays
   * only so, one with `plays` also plays at any time as its placement says (Kevin Uxbridge).
   */
  readonly respondsTo?: Trigger;
  /** "(Immune to {Amanda Rogers}.)": titles of cards that may not target it. */
  readonly immuneTo?: ReadonlyArray<string>;
  /** A [Tactic] card's bonuses, damage and damage marker (cards/effects/tactic-language.ts; battle/tactics.ts). */
  readonly tactic?: TacticText;
  /** A Time Location's year, corresponding spaceline location and natives (cards/effects/time-location-language.ts). */
  readonly timeLocation?: TimeLocationText;
}
