// The dilemma effect language: a dilemma's printed text as typed data (Rulebook "Dilemmas"). Each declaration is a
// small program of effects run in order when the dilemma is encountered; `domain/dilemma-effects` interprets each
// effect `type` with one function. Selections are named (`as`) and later effects act on them by name.
import type { Affiliation, Attribute, BlueprintId, CardType, Requirement, ShipAttribute } from '../blueprint';
import type { ProbeList } from './language';
import type { ChoiceOfOptions } from './option-language';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Who decides: the player encountering the dilemma, or that player's opponent. */
export type Chooser = 'encountering' | 'opponent';

/** Which cards a filter keeps (Rulebook "Characteristics", "Using Skills", "Classification"). */
export type CardFilter =
  /** A printed characteristic: gender (`Female`), species (`Android`), `Soong-type android`… */
  | { readonly kind: 'characteristic'; readonly name: string }
  /** Has the skill (classifications count as skills), after modifiers. */
  | { readonly kind: 'skill'; readonly skill: string }
  | { readonly kind: 'classification'; readonly name: string }
  /** The card on its own meets the requirement, e.g. `INTEGRITY<5`, `CUNNING>7`, `Honor`. */
  | { readonly kind: 'meets'; readonly requirement: Requirement }
  | { readonly kind: 'cardType'; readonly type: CardType }
  | { readonly kind: 'not'; readonly filter: CardFilter }
  | { readonly kind: 'anyOf'; readonly of: ReadonlyArray<CardFilter> }
  | { readonly kind: 'allOf'; readonly of: ReadonlyArray<CardFilter> }
  /** A printed icon (Strict Dress Code: "one [Holo] or two [Def] personnel"), e.g. `Holo`, `Def`, `AU`. */
  | { readonly kind: 'icon'; readonly icon: string }
  /** Rulebook 10.2.3: a disabled personnel (Ktarian Game: "non-disabled"). */
  | { readonly kind: 'disabled' }
  /** Hunter Gangs: "killed if odd": the card's attribute (after modifiers) is an odd number. */
  | { readonly kind: 'odd'; readonly attribute: Attribute }
  /** On a planet surface (Portal Guard: "beam up or die": those still there). */
  | { readonly kind: 'onPlanet' }
  /** Rulebook "Universal" ([Univ]): a card printed universal (Ferengi Ambush: "three different [Univ] Ferengi"). */
  | { readonly kind: 'universal' }
  /**
   * Rulebook "Affiliation" ("[Kli] personnel"): a printed affiliation icon of a card not in play, the current
   * affiliation of one in play (Klingon Troop Deployment: "{[Univ][Kli][OS] personnel}").
   */
  | { readonly kind: 'affiliation'; readonly name: Affiliation }
  /** A card of that exact title (Rulebook "Card titles": "one {Ferengi Whip}"). */
  | { readonly kind: 'titled'; readonly title: string };

/** Where a selection picks from. */
export type Pool =
  /** The crew or Away Team facing the dilemma, without separated personnel (Rulings "dilemmas – resolution"). */
  | { readonly kind: 'team' }
  /** The cards of an earlier selection. */
  | { readonly kind: 'selection'; readonly name: string }
  /** "All life on ship": every personnel aboard the ship, separated or not, anyone's. */
  | { readonly kind: 'lifeAboardShip' }
  /** "All Away Teams here": every personnel on this planet's surface, both players'. */
  | { readonly kind: 'awayTeamsHere' }
  /** Equipment present with the team, controlled by the encountering player. */
  | { readonly kind: 'equipmentWithTeam' }
  /** "All Equipment and Artifacts in Away Team": every card but personnel present with the team, the encountering player's. */
  | { readonly kind: 'withTeam' }
  /** "one card (random selection) from your hand": the encountering player's hand. */
  | { readonly kind: 'hand' }
  /** Rulebook "Leaving Play" long-term targets: the personnel a dilemma in play affects ("personnel who encountered"). */
  | { readonly kind: 'affected' };

/** How many: a number, half of the pool rounded down, or all but `allBut` of it ("one must continue"). */
export type Count = number | 'half' | { readonly allBut: number };

/** Rulebook "Random selection", 12.5 Ties: how a selection picks. */
export type Selection =
  | { readonly kind: 'all' }
  | { readonly kind: 'random'; readonly count: Count }
  | { readonly kind: 'choice'; readonly by: Chooser; readonly count: number }
  /** "any number of /Ent-E personnel (opponent's choice)": the chooser names none, some or all of them. */
  | { readonly kind: 'anyNumber'; readonly by: Chooser }
  /** The highest (or lowest) by an attribute or by total attributes; `ties` says who breaks a tie. */
  | {
      readonly kind: 'highest' | 'lowest';
      readonly attribute: Attribute | 'total';
      readonly count: number;
      readonly ties: Chooser;
    }
  /**
   * Phased Matter "split into two Away Teams (your choice)": the chooser splits the pool in two and the selection is
   * the larger part (of equal parts, the one the chooser designates); both parts have members unless the pool has one.
   */
  | { readonly kind: 'largerOfSplit'; readonly by: Chooser }
  /** The closest to a number ("total attributes closest to 22"). */
  | {
      readonly kind: 'closest';
      readonly attribute: Attribute | 'total';
      readonly to: number;
      readonly count: number;
      readonly ties: Chooser;
    };

/** A dilemma's requirement ("unless", "to get past", "cure", "nullify"), met by the personnel present. */
export type Condition =
  /** The team (or the cards of a named selection) meets a requirement expression. */
  | { readonly kind: 'requires'; readonly requirement: Requirement; readonly of?: string }
  /** At least `atLeast` personnel of the team match the filter ("two female Away Team members"). */
  | { readonly kind: 'count'; readonly filter: CardFilter; readonly atLeast: number }
  /** "Nullified when mission completed": the mission where the dilemma is has been solved. */
  | { readonly kind: 'missionCompleted' }
  /** "If Away Team's Greed>Honor": the team's level of one skill is greater than of another (Rulebook "Using Skills"). */
  | { readonly kind: 'moreSkill'; readonly skill: string; readonly than: string }
  /** Birth of "Junior": "if reduced to 0": the dilemma's ship's attribute (after modifiers) is at most `value`. */
  | { readonly kind: 'shipAttributeAtMost'; readonly attribute: ShipAttribute; readonly value: number }
  /** "Boarding your outpost": every personnel the dilemma affects is aboard an outpost of the encountering player. */
  | { readonly kind: 'affectedAboardOutpost' }
  | { readonly kind: 'and'; readonly of: ReadonlyArray<Condition> }
  | { readonly kind: 'or'; readonly of: ReadonlyArray<Condition> };

/**
 * Rulebook "Points": what a dilemma's `score` earns: its point box, or `each` points (negative: lost) for each card of
 * a named selection.
 */
export type ScoredPoints = 'pointBox' | { readonly perCardOf: string; readonly each: number };

/**
 * The ship a dilemma's ship verbs (`damage`, `destroy`) act on: the ship facing (or carrying) the dilemma, or the one
 * it is placed on.
 */
export type DilemmaShip = 'ship';

/** A price that meets a condition instead: discard one card of the pool matching the filter (your choice). */
export interface Payment {
  readonly discard: CardFilter;
  readonly from: Pool;
}

/** One effect; its `type` selects the interpreter in `domain/dilemma-effects/registry.ts`. */
export type Effect =
  /** Rulings "dilemmas – resolution – targets": no such card present, the dilemma is discarded, nobody stopped. */
  | { readonly type: 'target'; readonly filter: CardFilter }
  | {
      readonly type: 'select';
      readonly as: string;
      readonly from: Pool;
      readonly filter?: CardFilter;
      readonly how: Selection;
    }
  | { readonly type: 'kill'; readonly who: string }
  /** Discarded, not killed (e.g. "resigns (is discarded)", "beams over (discarded)"). */
  | { readonly type: 'discard'; readonly who: string }
  | { readonly type: 'stop'; readonly who: string }
  | { readonly type: 'returnToHand'; readonly who: string }
  /**
   * The cards move to the surface of the furthest planet on the spaceline (Rulebook 12.6 far end), or of the nearest
   * planet with no personnel on its surface (L1249 "nearest": the fewest locations away, then the least span; The
   * Metrons' Arena); a tie is broken by the opponent (12.5). `as` names the cards relocated ("there": a later
   * download's `planetOf`); with no such planet they stay and `as` names none.
   */
  | {
      readonly type: 'relocate';
      readonly who: string;
      readonly to: 'furthestPlanet' | 'nearestPlanetWithNoPersonnel';
      readonly as?: string;
    }
  /**
   * Rulebook 7.1.1 Beam ("beam up", "beam back"; the general verb `board`): the selected cards go aboard a ship or
   * facility of the encountering player at this location that a beam reaches (their choice if several; aboard a station
   * with sites, at the site chosen); with none, they stay where they are. Portal Guard, Alien Parasites.
   */
  | { readonly type: 'board'; readonly who: string }
  /**
   * "Unless …": the effects happen, and the dilemma is failed, unless the condition is met or the payment made
   * (a dilemma whose only way out is a payment has no condition).
   */
  | {
      readonly type: 'unless';
      readonly condition?: Condition;
      readonly orPay?: Payment;
      readonly then: ReadonlyArray<Effect>;
    }
  /** "To get past", "cannot get past unless", "must have … to proceed": failed unless the condition is met. */
  | { readonly type: 'toGetPast'; readonly condition: Condition }
  /** "Nullify with …": met before the effects, the dilemma is removed without effect. */
  | { readonly type: 'nullify'; readonly condition: Condition }
  /** "Cure with …": met after the effects, the dilemma (in play) is discarded; unmet, no penalty. */
  | { readonly type: 'cure'; readonly condition: Condition }
  /** "Place on ship" / "Place on mission": the dilemma enters play there with its lasting rules. */
  | { readonly type: 'place'; readonly on: 'ship' | 'mission' }
  /**
   * Borg Ship "Place at furthest spaceline end": the dilemma enters play in space, self-controlled, at the end of the
   * spaceline furthest from the mission attempted (12.6; a tie broken by `ties`), heading for the other end.
   */
  | { readonly type: 'place'; readonly on: 'farEnd'; readonly ties: Chooser }
  /**
   * Rulebook "Leaving Play" long-term targets: the placed dilemma records the selected personnel as affected and keeps
   * them in a status (10.2.3 disabled, quarantined: may not leave) for as long as it stays in play.
   */
  | { readonly type: 'affect'; readonly who: string; readonly status: 'disabled' | 'quarantined' | null }
  /**
   * "Held atop mission": the selected personnel are placed under the placed dilemma, out of the game until released;
   * `phased`: Phased Matter "is phased" (Rulebook 7.6 Cloak, phasing; Rulings "Phased Matter": invisible, untouchable,
   * may not attempt): they also leave the mission attempt, which the others go on with.
   */
  | { readonly type: 'hold'; readonly who: string; readonly phased?: true }
  /** "Mission attempt ends": the attempt stops here, the team is not stopped. */
  | { readonly type: 'endAttempt' }
  /** Rulebook 7.5.1 Damage (the general verb `damage`): rotation (or tactics) damage to the dilemma's ship. */
  | { readonly type: 'damage'; readonly what: DilemmaShip }
  /** Rulebook 10.2.1 "Destroyed" (the general verb `destroy`): the dilemma's ship destroyed, everyone aboard killed. */
  | { readonly type: 'destroy'; readonly what: DilemmaShip }
  /**
   * Rulebook 12.11 S.A.M. (the general verb `modify`): the dilemma's ship's attribute changed by `by`, a lasting
   * cumulative modifier from the dilemma (Birth of "Junior": "RANGE reduced by 1").
   */
  | {
      readonly type: 'modify';
      readonly what: DilemmaShip;
      readonly attribute: ShipAttribute;
      readonly by: number;
    }
  /**
   * "If …, …. Otherwise, …" (Shot in the Back: "Stops SECURITY androids and OFFICER androids, if any present.
   * Otherwise, kills one non-android Away Team member"): the effects of the branch the condition picks, now. Not a
   * requirement: neither branch meets nor fails the dilemma by itself.
   */
  | {
      readonly type: 'branch';
      readonly condition: Condition;
      readonly then: ReadonlyArray<Effect>;
      readonly otherwise: ReadonlyArray<Effect>;
    }
  /** "Space mission: … Planet mission: …": the branch of the kind of attempt. */
  | {
      readonly type: 'byMission';
      readonly space: ReadonlyArray<Effect>;
      readonly planet: ReadonlyArray<Effect>;
    }
  /** "… OR …" for a player to choose between named courses (the verb `option`, shared with card text). */
  | ChoiceOfOptions<Effect, Chooser>
  /**
   * Rulebook "Required Actions" (the verb `mustTravel`, shared with the card texts; Cytherians: "Ship must do nothing
   * but travel to far end of spaceline"): the ship the dilemma is placed on must travel to the far end (12.6; a tie
   * broken by `ties`); on arrival the dilemma is removed and its points scored (domain/orders/required-actions.ts).
   */
  | { readonly type: 'mustTravel'; readonly to: { readonly kind: 'farEnd'; readonly ties: Chooser } }
  /**
   * Rulebook 12.3 Control (Alien Parasites: "opponent immediately controls ship and crew until 'stopped.'"): the
   * encountering player's opponent controls the ship or facility the selected cards are aboard and its crew (the
   * selected cards, when they are aboard none) until they are stopped (domain/special-rules/infestation.ts).
   */
  | { readonly type: 'control'; readonly who: string }
  /**
   * Rulebook "Points" (the general verb `score`): "score bonus points", "earn points": the dilemma's point box, earned by
   * its text rather than by its requirements (`pointBox`); "Subtract X from your total score, where X=the number of
   * personnel in this crew": `each` points for each card of the named selection (`perCardOf`), for the encountering
   * player.
   */
  | { readonly type: 'score'; readonly points: ScoredPoints }
  /**
   * Rulebook "Draw" (the general verb `draw`): the encountering player draws `count` cards from the top of their draw
   * deck, or as many as the named selection holds (`perCardOf`; Iconian Computer Weapon: "discarding all non-personnel
   * cards in hand and replenish from top of draw deck").
   */
  | { readonly type: 'draw'; readonly count: number | { readonly perCardOf: string } }
  /**
   * Rulebook "Downloading", "Side decks" (the general verb `download`): the encountering player's opponent may
   * download up to `upTo` cards matching `targets` (`different`: no two of one title). To the top of their side deck
   * `to`: Q "opponent may download up to 2 [Q] cards and place them atop their Q-Continuum side deck"; without that side
   * deck the download is invalid and nothing happens; with one, the dilemma is refused ([Q] card text is not
   * implemented; domain/dilemma-effects/q-continuum.ts). `here`: "Opponent may download to this planet …" (Ferengi
   * Ambush, Klingon Troop Deployment): each played on the planet surface of the dilemma's location, the cards named `as`
   * for the effects after it (domain/dilemma-effects/download-here.ts). `siteOrPlanetHere`: "to one site or planet
   * here" (Sleeper Trap): the planet surface the same way; where a Nor's site is at the location, the dilemma is
   * refused (`unresolvable`: a download to a site is not implemented). `planetOf`: "there", the planet surface the
   * named selection is on (The Metrons' Arena: where the personnel was relocated); none there, nothing downloaded.
   */
  | {
      readonly type: 'download';
      readonly by: 'opponent';
      readonly upTo: number;
      readonly targets: CardFilter;
      readonly to:
        | { readonly sideDeck: 'Q-Continuum' }
        | 'here'
        | 'siteOrPlanetHere'
        | { readonly planetOf: string };
      readonly different?: true;
      readonly as?: string;
    }
  /**
   * Rulebook 7.4 Battle (the general verb `battle`; "They may initiate battle (if possible)"): the chooser's personnel
   * of the named selection still where the team is and able to act may initiate a personnel battle against the crew
   * or Away Team facing the dilemma, if the rules of initiation allow it (a leader, the affiliation attack
   * restrictions, both forces able to form up); the chooser decides (`battle` or `noBattle`). The battle is fought
   * once the dilemma is resolved, before the attempt goes on (domain/dilemma-effects/battle.ts).
   */
  | { readonly type: 'battle'; readonly who: string; readonly by: Chooser }
  /** Q "crew or Away Team has a Q-Flash of 4 cards" (the Q-Flash doorway): `cards` drawn, named in the log; refused as above. */
  | { readonly type: 'qFlash'; readonly cards: number }
  /**
   * Rulebook "Probing", "Immediately probe": the encountering player reveals the top card of their draw deck and the
   * effects of the list's outcome run (none with an empty draw deck: "you may not probe").
   */
  | { readonly type: 'probe'; readonly list: ProbeList<ReadonlyArray<Effect>> }
  /**
   * Temporal Causality Loop "undo your last two actions of this turn" (Rulebook "Playing the Game": a turn is a series
   * of actions): the encountering player's last `count` completed actions this turn are put back exactly, the last
   * first (domain/responses/action-record.ts); one that cannot be makes the dilemma unresolvable.
   */
  | { readonly type: 'undoLastActions'; readonly count: number }
  /** "End turn": the turn goes to its end once the mission attempt is over (no more actions this turn). */
  | { readonly type: 'endTurn' };

/** What a dilemma in play keeps doing (Rulebook "Dilemmas": "Some removed dilemmas enter play"). */
export type LastingRule =
  /** At the end of each turn of the host's controller (12.2 "each"), or of every turn. */
  | {
      readonly kind: 'atEndOfTurn';
      readonly whose: 'hostController' | 'every';
      readonly effects: ReadonlyArray<Effect>;
    }
  /** At the start of each turn of the host's controller ("start of each of your turns"). */
  | {
      readonly kind: 'atStartOfTurn';
      readonly whose: 'hostController';
      readonly effects: ReadonlyArray<Effect>;
    }
  /** Rulebook "Countdown icon": when the counter reaches zero. */
  | { readonly kind: 'whenCountdownExpires'; readonly effects: ReadonlyArray<Effect> }
  | { readonly kind: 'prevents'; readonly action: 'movement' | 'missionAttempts' }
  /** Personnel aboard the host ship lose their first-listed skill while aboard. */
  | { readonly kind: 'loseFirstListedSkillAboard' }
  /**
   * Borg Ship "End of every turn: Attacks all ships, then moves": a self-controlled ship in space attacks every ship at
   * its location in one battle, then moves one location toward its heading (domain/battle-rules/self-controlled.ts).
   */
  | { readonly kind: 'attacksThenMoves' };

/**
 * Rulebook "Dilemmas": what happens to a dilemma whose condition was failed: reseeded as the bottom card (the
 * default), or removed anyway ("Discard dilemma": the attempt still fails), or removed and the attempt goes on
 * ("Mission continues").
 */
export type Disposition = 'reseeds' | 'discardDilemma' | 'missionContinues';

/** One dilemma's game text as data, keyed by blueprint id. */
export interface DilemmaDeclaration {
  readonly blueprint: BlueprintId;
  readonly effects: ReadonlyArray<Effect>;
  readonly disposition: Disposition;
  readonly lasting?: ReadonlyArray<LastingRule>;
}
