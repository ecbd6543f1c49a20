// The general verbs of the card text language (issue #14: "a verb is general … and a card is a composition of verbs,
// not a new verb"): what happens to the cards a selection (cards/language/selection-language.ts) names. They are
// immediate effects, effects of triggered abilities and end-of-turn effects alike; one interpreter each in
// domain/card-effects/verbs.ts.
import type { CrewNeed, HostCondition } from './filter-language';
import type { ModifiedValue } from './modifier-language';
import type { CardSelection, DrawDeckSelection, Selection } from './selection-language';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A value a "for this turn" modifier changes: any but a listing (`firstListedSkill`). */
export type TurnValue = Exclude<ModifiedValue, { readonly kind: 'listedSkill' }>;

/**
 * Rulebook "Using Skills" ("You may only select or modify regular skills"): the printed regular skills of the first
 * card a selection names, each at its level times the amount. Added, the card modified gains them (Vulcan Mindmeld:
 * "gains the skills of one of your other personnel present"); a personnel's own, they double (Rulings "skills –
 * doubling skills": "doubling a skill is a form of adding skills"; Oo-mox: "doubles regular skills of all male
 * Ferengi", Second: "Doubles regular skills of other drones present", The Twin Mistresses of Evil).
 */
export type SkillsOf = { readonly kind: 'skillsOf'; readonly of: CardSelection };

/**
 * What a "for this turn" verb (`forThisTurn`) does to a selected card until the end of the turn (kept in the turn's
 * record, domain/core/this-turn.ts, and ended with it).
 */
export type TurnEffect =
  /**
   * Transwarp Conduit: "It can move double range for this turn": the card's values modified, the card played the
   * source (a value the turn's record keeps: not a listing, which only a lasting modifier reads).
   */
  | {
      readonly kind: 'modify';
      readonly values: ReadonlyArray<TurnValue | SkillsOf>;
      readonly op: 'add' | 'multiply';
      readonly amount: number;
    }
  /** Tachyon Detection Grid: "Ship is forced to de-cloak for rest of turn": it decloaks and may not cloak again. */
  | { readonly kind: 'decloak' }
  /**
   * "… cannot move for the remainder of the turn" (Rulings "Tetryon Field": a ship that "must stop moving at the location
   * of this event"): the ship may not move again this turn (domain/orders/passage.ts).
   */
  | { readonly kind: 'noMove' }
  /**
   * Asteroid Sanctuary: "If 2 Navigation aboard, hides ship to prevent any battle initiated against that ship for this
   * turn": hidden when the crew aboard able to act meets `if`.
   */
  | { readonly kind: 'hide'; readonly if: CrewNeed }
  /**
   * Neural Servo Device: "Unless 2 SECURITY aboard, use ship and crew for one turn as your own." (Rulebook 12.3
   * Control): the card's player controls the ship and every card aboard it, unless the crew able to act meets `unless`.
   */
  | { readonly kind: 'control'; readonly unless: CrewNeed }
  /**
   * Hugh: "Nullifies attack by {Borg Ship} for this turn": a self-controlled ship does not attack this turn
   * (domain/battle-rules/self-controlled.ts); no effect on another card.
   */
  | { readonly kind: 'nullifyAttack' }
  /**
   * Alternate Universe Door: "Allows one ship to pass through {Q-Net}": one passage of the ship this turn that a card
   * titled `barrier` forbids (`prevent('passBetween')`) is allowed (domain/orders/pass-through.ts).
   */
  | { readonly kind: 'passThrough'; readonly barrier: string };

/**
 * Who draws (Rulebook "Draw") or scores: the card's player (`you`), the player the card plays on (`chosenPlayer`), the player
 * beside whose draw deck it is (`tablePlayer`), the owner of the card it targets (`targetOwner`), or the card's
 * player's opponent (`opponent`; Thought Maker: "Look at opponent's draw deck").
 */
export type Drawer = 'you' | 'chosenPlayer' | 'tablePlayer' | 'targetOwner' | 'opponent';

/**
 * How many cards `draw` draws: a number, or one for each card of a named selection (`perCardOf`; Masaka
 * Transformations: "then draw the same number of cards from the top"; the dilemmas' `draw` reads it the same way).
 */
export type DrawCount = number | { readonly perCardOf: string };

/** The end of a draw deck a card is placed on ("place on bottom of draw deck"). */
export type DrawDeckEnd = { readonly drawDeck: 'top' | 'bottom' };

/**
 * Rulebook "Seed Phase" L225 ("Cards that specify they are inserted into the spaceline may be placed anywhere in their
 * native quadrant, including between two missions already seeded"): the spot a card placed into the spaceline takes, a
 * location of `span` right after the location of the play's target (`afterTarget`); `betweenMissions`: that location
 * and the next are both missions' ("Place between two Mission cards").
 */
export type SpacelineSpot = {
  readonly spaceline: { readonly afterTarget: true; readonly span: number; readonly betweenMissions?: true };
};

/**
 * Rulebook "Points": what `score` earns: the point box of the card whose text it is (Rulebook "Leaving Play": "If a card
 * with a bonus point box is worth points to you when it leaves play, place it in a point area").
 */
export type ScoredPoints = 'pointBox';

/** A general verb and the cards it acts on. */
export type GeneralVerb =
  /**
   * Rulebook "Leaving Play": each selected personnel killed (targeted to die first where a card in play may save it; a
   * hologram deactivated instead, Rulebook "Holograms"). Dead in Bed, Gaps in Normal Space, Anti-Time Anomaly.
   */
  | { readonly type: 'kill'; readonly select: Selection }
  /**
   * Rulebook "Leaving Play": each selected card goes to its owner's discard pile with the cards played on it
   * ("nullifies", "cancels (discards)", "destroys (discard)").
   */
  | { readonly type: 'discard'; readonly select: Selection }
  /**
   * Rulebook "Playing a Card" L319 ("Cards remain in play until they are nullified"), Rulings "disabled" ("until the
   * card or effect is cured or nullified"): each selected card nullified: discarded when in play or being played, and
   * the lasting effects it created ended, the modifiers whose source it is (lasting or for this turn) included, so that
   * an interrupt or event already discarded stops modifying (Regenerate: "nullifying any cards reducing its
   * attributes"; domain/card-effects/nullify.ts).
   */
  | { readonly type: 'nullify'; readonly select: Selection }
  /**
   * Rulebook 10.2.1 "Destroyed": each selected card destroyed (a ship's or facility's crew killed with it), but one
   * that `unless` spares ("Ship explodes …, unless ENGINEER aboard by then").
   */
  | { readonly type: 'destroy'; readonly select: Selection; readonly unless?: HostCondition }
  /**
   * Rulebook 7.5.1 Damage: each selected ship or facility takes one damage (Plasma Fire: "Fire damages ship"), but one
   * that `unless` spares (Navigate Plasma Storms: "… without 3 Navigation aboard are damaged").
   */
  | { readonly type: 'damage'; readonly select: Selection; readonly unless?: HostCondition }
  /**
   * Rulebook 7.5.2 Repair, "fully repaired": each selected ship or facility loses all its damage (its damage markers
   * retrieved). Spacedock: "Instantly repairs your damaged ships if they stop here".
   */
  | { readonly type: 'repair'; readonly select: Selection }
  /** Rulebook 10.2.1 Stopped: each selected card is "stopped" (a ship with its crew). */
  | { readonly type: 'stop'; readonly select: Selection }
  /**
   * Rulebook 10.2.1 Stopped (L1038: "When your ship is stopped (or unstopped), your crews aboard become stopped (or
   * unstopped)"), Rulings "stopped" ("they may still be 'unstopped' by other cards"): each selected card unstopped, a
   * ship with its crew. Distortion of Space/Time Continuum: "'Unstops' ship, crew, and ship's Away Teams".
   */
  | { readonly type: 'unstop'; readonly select: Selection }
  /**
   * Rulebook 7.1.5 Move ("The distance a ship can move on one turn is limited by its RANGE"): the RANGE each selected
   * ship used this turn is available again. Distortion of Space/Time Continuum: "restores any of this turn's RANGE
   * already used by that ship".
   */
  | { readonly type: 'restoreRange'; readonly select: Selection }
  /**
   * Rulebook 7.4 Battle ("Your personnel may attack any opposing personnel (or Rogue Borg) present with them"), Rulings
   * "battle" (self-controlled cards): the selected cards attack the opposing personnel present with them
   * (domain/card-effects/text-battle.ts). A self-controlled card battles in a battle no player initiates (Rogue Borg
   * Mercenaries: "Battles crew now and at start of every players' turn": a Rogue Borg aboard a ship, with the other
   * Rogue Borg aboard, battles the ship's crew; domain/battle-rules/rogue-borg.ts). The selected personnel of the
   * card's player form one force in a personnel battle their player initiates, with no leader or affiliation
   * restriction (the text permits it), once the personnel battle under way is over, `then` resolved in it, the card
   * played their source (Klingon Right of Vengeance: "all other Klingons present may immediately re-attack with double
   * STRENGTH": `then` doubles their STRENGTH for that battle; battle/reattack.ts). No text makes a player's cards
   * battle while no battle is under way: that case does nothing.
   */
  | {
      readonly type: 'battle';
      readonly select: CardSelection;
      readonly then?: ReadonlyArray<GeneralVerb>;
    }
  /**
   * Rulebook "Leaving Play": each selected card returns to its owner's hand (a card in play leaves play); with
   * `notAgainThisTurn`, it may not be played again this turn (Energy Vortex: "That card returns to their hand and a
   * different one must be played instead").
   */
  | { readonly type: 'returnToHand'; readonly select: Selection; readonly notAgainThisTurn?: true }
  /**
   * Rulebook "Compatible", "Carried ships", "Sites": each selected card boards the first of its controller's ships or
   * facilities at its location that it may board (a carried ship last; aboard a station with sites, at the first site
   * it may join); one with no such place stays where it is. Escape Pod: "crew remains in pod until personnel rescued".
   */
  | { readonly type: 'board'; readonly select: Selection }
  /**
   * Rulebook "Entering Play" ("place it … wherever the card directs"), "Place on …": each selected card is placed on the
   * first card `on` selects (none when it selects none), or on one at random of a random selection (12.14). Escape
   * Pod: the pod at the ship's location, its crew on it; Alien Groupie: on "one male (random selection)".
   */
  | { readonly type: 'place'; readonly select: Selection; readonly on: Selection }
  /**
   * Rulebook 12.3 Control (L1229: "your opponent may take control of some of your cards (through commandeering,
   * Brainwash, Alien Parasites, etc.)") by "Commandeering" (L921): the card's player takes control of each selected ship
   * or facility, commandeered by the personnel `by` selects (its affiliation becomes the first one's, the cards played
   * on it transfer; domain/special-rules/commandeering.ts), the card played recording it as its long-term target.
   * Commandeer Ship: "That personnel commandeers ship"; the dilemmas' `control` (Alien Parasites) shares its name.
   */
  | { readonly type: 'control'; readonly select: Selection; readonly by: CardSelection }
  /**
   * Current Rulings "battle" ("The Borg Ship dilemma and Rogue Borg are considered self-controlled"), Rulebook 12.3
   * Control: each selected card is controlled by itself, no player's (Rogue Borg Mercenaries, Crosis: the Rogue Borg
   * played; Satan's Robot, "can also join (or form) a personnel battle force", Rulebook 7.4, a plausible later text).
   */
  | { readonly type: 'control'; readonly select: Selection; readonly by: 'itself' }
  /**
   * "Place on bottom of draw deck" (Masaka Transformations; Ferengi Locator Bomb, Remodulation, Zalkonian Storage
   * Capsule): each selected card goes, in the selection's order, to the `end` of its owner's draw deck, face down (no
   * chronicle line names it: Rulebook "Looking at Cards"). "Place between two Mission cards. Creates a gap with a span
   * of 4." (Gaps in Normal Space; "Inserts into spaceline; creates a location (span 2)", Bajoran Wormhole): each
   * selected card is inserted into the spaceline at the spot, a location with no mission whose id is the card's, the
   * card on its controller's table (domain/card-effects/gap.ts).
   */
  | { readonly type: 'place'; readonly select: Selection; readonly onto: DrawDeckEnd | SpacelineSpot }
  /**
   * "Rearrange as desired", "replace in any order": the cards of the draw deck `select` names placed back on top of it
   * in the order the card's player chooses, one card at a time after the card resolves (`card.choose`; stopping keeps
   * the cards not yet placed in their order; domain/card-effects/deck-choice.ts). Thought Maker: "Look at opponent's
   * draw deck for ten seconds and rearrange as desired."; the same placement serves Handshake ("look at top five cards
   * in any draw deck … rearrange as desired"), Bynars Data Transfer ("Place them in any order on top of … your draw
   * deck"), Data, Keep Dealing and I Just Love Scanning for Life-forms ("replace remaining cards in any order") once
   * a selection of the top cards of a deck is added.
   */
  | {
      readonly type: 'place';
      readonly select: DrawDeckSelection;
      readonly onto: { readonly drawDeck: 'top' };
      readonly inAnyOrder: true;
    }
  /**
   * Rulebook "Entering Play" ("place it … wherever the card directs"), 12.4 Present ("aboard"): each selected card goes
   * aboard the first ship or facility `aboard` selects (none when it selects none), whoever controls it. Rogue Borg
   * Mercenaries: "Plays on any occupied ship" (aboard it: Rulings "empty ship"); Crosis: "Plays on {Rogue Borg}" (aboard
   * their ship); Lore Returns' Rogue Borg and Data Laughing's "Plays on a ship affected by {Lore Returns}" read the same.
   */
  | { readonly type: 'place'; readonly select: Selection; readonly aboard: CardSelection }
  /**
   * Rulebook 12.11 S.A.M. "for this battle" (Rulebook 7.4: the battle ends in stage 8 Resolution): each selected card's
   * values modified, the card played the source, until the battle under way ends (nothing when none is); `cumulative`
   * as printed (Rulebook 12.9: otherwise a second copy's modifier does not add). Battle Bridge Door: "Allows you to
   * draw two extra Tactic cards (cumulative) or enhances each of your ships' and facilities' WEAPONS +1".
   */
  | {
      readonly type: 'modify';
      readonly select: Selection;
      readonly values: ReadonlyArray<TurnValue>;
      readonly op: 'add' | 'multiply';
      readonly amount: number;
      readonly cumulative: boolean;
      readonly duration: 'thisBattle';
    }
  /** "… for this turn", "… for rest of turn", "… for one turn": each selected card given a turn effect until the turn ends. */
  | { readonly type: 'forThisTurn'; readonly select: Selection; readonly effect: TurnEffect }
  /**
   * Rulebook "Draw": a player draws up to `count` cards from the top of their draw deck (Kivas Fajo - Collector, The
   * Traveler: Transcendence's extra end-of-turn draw, Subspace Schism's re-draw).
   */
  | { readonly type: 'draw'; readonly who: Drawer; readonly count: DrawCount }
  /**
   * Rulebook "Winning the Game", "points": the player named scores `points` (loses them when negative). The Line Must
   * Be Drawn Here: "Any player who plays {Amanda Rogers} … loses 5 points" (the owner of the card played). `pointBox`:
   * the card's own point box, the card placed in their point area (Klingon Death Yell: "earn bonus points"; Particle
   * Fountain: "for bonus points"; the dilemmas' `score`).
   */
  | { readonly type: 'score'; readonly who: Drawer; readonly points: number | ScoredPoints }
  /**
   * Rulebook "Playing a Card" L331 ("that player forfeits the game") and Rulings "tournament scoring – forfeited
   * games" ("lose the game"): the player named forfeits, the game ends at once and the other player wins, the stakes
   * of the cards in play recorded in the result (README "End of the game"). Raise the Stakes: "Your opponent must
   * forfeit the game OR agree …" (the option of the opponent); Writ of Accountability's "lose the game" reads the same.
   */
  | { readonly type: 'forfeit'; readonly who: Drawer }
  /**
   * Rulebook "End of Turn" (L956: "announce that you are ending your turn"): the card's player's turn ends once the
   * action under way is over (nothing on another player's turn). End Transmission: "Immediately end your turn"; the
   * dilemmas' `endTurn` (Temporal Causality Loop: "end turn") shares its name.
   */
  | { readonly type: 'endTurn' };
