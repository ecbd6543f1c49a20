// The card text language's general permissions and prohibitions (issue #14, ARCHITECTURE principle 6): "may not",
// "prevents", "cancels", "may", "allows". A lasting rule `prevent` or `allow` names the `action`, a question a
// rulebook chapter asks of the cards in play (its query point, domain/core/permissions.ts), and says which deeds it concerns: the card acted on or
// with (`cards`, `except`), where (`where`) and while what holds (`whileFaceUp`). One interpreter answers every
// action's query point (domain/card-effects/permissions.ts).
import type { CardFilter, CrewNeed } from './filter-language';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * The actions a chapter asks permission for, each the name of its query points `<action>.prevented` and
 * `<action>.allowed` (domain/core/permissions.ts, which takes this list, names the chapter that asks each).
 */
export const ACTIONS = [
  'play',
  'download',
  'beam',
  'attempt',
  'reportForFree',
  'reportAnyNumber',
  'leavePlanet',
  'passBetween',
  'flyPast',
  'land',
  'probe',
  'timeTravel',
  'enterFromAlternateUniverse',
  'goAround',
  'lookAtHands',
  'hologramsExist',
  'flip',
  'extraCardPlay',
  'discard',
  'phase',
  'carry',
  'reportAboard',
  'repair',
  'staff',
  'attack',
  'moveBetween',
] as const;

/** One of `ACTIONS`. */
export type Action = (typeof ACTIONS)[number];

/**
 * Where the deed must happen for the rule to concern it, from the card whose text it is: anywhere (absent), `here`
 * (Rulebook 12.4: anywhere at its spaceline location), `present` (Rulebook 12.4: in the same place: aboard the same
 * ship or facility, on the same planet surface).
 */
export type Where = 'here' | 'present';

/**
 * "No player may …", "prevents …", "cancels …", "delays …", "Maximum of N … per turn": no player may do `action` while
 * the card is in play and able to act, where `where` says, with a card matching `cards` (its "your" is the preventing
 * card's player; `host`: the card it is played on) and not titled one of `except` (the colon rule), played `as` an
 * interrupt when said, only while the card is face up when said, and only once `beyondPerTurn` such deeds were done
 * this turn (by either player) when said; by the player `forPlayer` names and away from where `onlyWhere` finds a card,
 * when said.
 */
export interface Prevent {
  readonly type: 'prevent';
  readonly action: Action;
  readonly cards?: CardFilter | 'host';
  readonly except?: ReadonlyArray<string>;
  readonly where?: Where;
  readonly as?: 'interrupt';
  readonly whileFaceUp?: boolean;
  readonly beyondPerTurn?: number;
  /** "unless 2 Diplomacy aboard": a deed with a ship whose crew has this is not prevented. */
  readonly unlessCrew?: CrewNeed;
  /**
   * Whose deeds it concerns: absent, any player's ("No player may …"); `hostController`, the controller's of the card
   * it is placed on (a damage marker's "you", Rulebook 7.5.1: the damaged card's controller).
   */
  readonly forPlayer?: 'hostController';
  /**
   * "… only where you have …": a deed at a location where a card in play matches this ("your": the acting player's;
   * Rulebook 12.4 "Here") is not prevented; a deed at no location is.
   */
  readonly onlyWhere?: CardFilter;
  /**
   * The name the card prints for the prohibition, which a refusal names instead of the card's title (a damage marker's
   * system off line, Rulebook 7.5.1 L864: "Tactic damage marker: Scanners off line").
   */
  readonly named?: string;
}

/**
 * "Your … may …", "Allows your …": its player (any player, `forAnyPlayer`; its player's opponent, `forOpponent`) may do
 * `action`, where `where` says, with a card matching `cards` ("your" is its player's), `limit` times, while the card is
 * in play and able to act; with `required`, must do it ("Opponent must discard one card before ending each turn": may
 * not end the turn while they still may). With `despite`, it only lets its player do `action` although a card titled
 * one of these prevents it ("unlimited beaming through {atmospheric ionization}").
 */
export interface Allow {
  readonly type: 'allow';
  readonly action: Action;
  /**
   * The cards it allows the deed with; `self`: the card whose text it is ("May take off or land"); `shipAboard`: the
   * ship it is aboard ("While aboard your ship, that ship has a Phasing Cloak"); `host`: the card it is played on
   * ("That personnel … may meet up to three of its staffing icons"; Lore Returns: "your {Rogue Borg} may now use ship to
   * attack ships").
   */
  readonly cards?: CardFilter | 'self' | 'shipAboard' | 'host';
  /**
   * The carrier it allows the deed with (the deed's `carrier`: the ship that carries the deed's ship, that the card
   * reports aboard, Rulebook "Carried ships", or that the personnel staffs); `self`: the card whose text it is ("Kazon
   * shuttlecraft may be carried aboard"); `affected`: a card it affects, its long-term target ("That personnel
   * commandeers ship and … may meet up to three of its staffing icons": the ship commandeered).
   */
  readonly carrier?: CardFilter | 'self' | 'affected';
  /** "with ENGINEER aboard": the carrier's crew has this (able to act). */
  readonly carrierCrewHas?: CrewNeed;
  /** "by your ships with Tractor Beam": the deed is done by the carrier's Tractor Beam, which the chapter checks. */
  readonly tractorBeam?: boolean;
  /** The RANGE each deed uses ("(uses 1 RANGE)"; `full`: "using full RANGE", all of it, none used yet this turn). */
  readonly uses?: number | 'full';
  readonly where?: Where;
  readonly forAnyPlayer?: boolean;
  readonly forOpponent?: boolean;
  readonly limit?: 'onceEachTurn';
  readonly required?: 'beforeEndingTurn';
  readonly despite?: ReadonlyArray<string>;
  /**
   * "in two of your full turns" (Rulebook 12.2 "full" turn): the deed takes this many of its player's full turns (a
   * repair: the full turns a ship must spend for one damage marker to go, Rulebook 7.5.2).
   */
  readonly inFullTurns?: number;
  /** "may meet up to three of its staffing icons" (Rulebook 7.1.3): how many of the carrier's icons the card fills. */
  readonly icons?: number;
  /**
   * Only while the card whose text it is matches this (Rulebook "Using Skills" L1002: a special skill "always on" while
   * it says so): "DL/ {Starfleet Type II Phaser} (if at [CAR])", its [DL] icon usable while it is at a [CAR] mission.
   */
  readonly whileItIs?: CardFilter;
  /**
   * "may move between {Wormhole Terminus} mission and here" (`moveBetween`): the deed goes between the card's location
   * and the location of a mission matching this filter, either way.
   */
  readonly between?: CardFilter;
  /** "…, then is 'stopped'" (Rulebook 10.2.1): the card that did the deed is stopped after it. */
  readonly thenStopped?: boolean;
}

/** A lasting permission or prohibition. */
export type PermissionRule = Prevent | Allow;
