// The card text language's selections (cards/language/language.ts; issue #14): which cards a general verb (`kill`,
// `discard`, `destroy`, cards/language/verb-language.ts) acts on, composed the way Forge's `Defined$`/`ValidCards$`
// and XMage's target and filter objects are: the card targeted, the card it plays on, every card in play that matches
// a filter (at one location), the cards aboard or present with another selection, a random selection of them.
import type { CardFilter } from './filter-language';
import type { Drawer } from './verb-language';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A player's pile of cards out of play that card text names (Rulebook "Hand", "Discard Pile", "Draw Deck"). */
export type Pile = 'hand' | 'discard' | 'drawDeck';

/** A selection of cards the game state and the card played decide, with no random choice. */
export type CardSelection =
  /**
   * The card the play targets (or the event's ship, for a triggered ability); with `filter`, only when it matches
   * (Hugh's "OR destroys (discard) all {Rogue Borg} at one location" acts only on a Rogue Borg target).
   */
  | { readonly kind: 'target'; readonly filter?: CardFilter }
  /** The card the card whose text it is plays on ("Ship explodes"), while in play. */
  | { readonly kind: 'host' }
  /** The card whose text it is, while in play; with `filter`, only when it matches (Escape Pod: "Discard after rescue"). */
  | { readonly kind: 'thisCard'; readonly filter?: CardFilter }
  /** The cards played on those `of` selects that match, all when `filter` is absent (an escape pod's occupants). */
  | { readonly kind: 'playedOn'; readonly of: CardSelection; readonly filter?: CardFilter }
  /**
   * Every card in play that matches (either player's; "your" read for the card's player), but the card itself and the
   * cards immune to it (Rulings "immune"); with `at`, only those at the spaceline location of the card `at` selects
   * (Rulebook 12.4 "Here"), none when it selects none; with `except`, but the cards it selects ("all other ships").
   */
  | {
      readonly kind: 'inPlay';
      readonly filter: CardFilter;
      readonly at?: CardSelection;
      readonly except?: CardSelection;
    }
  /**
   * Rulebook "Leaving Play" L428 ("other cards played on or under it also leave play in the same manner"): the cards `of`
   * selects but those on, aboard or carried by another card it selects, which leave with it (Supernova: "Everything
   * there is destroyed": a ship's crew is killed with it, Rulebook 10.2.1).
   */
  | { readonly kind: 'outermost'; readonly of: CardSelection }
  /**
   * Rulebook "Dilemma Phase", "Seed cards": the cards seeded under the mission at the spaceline location of the card
   * `of` selects, out of play (Supernova: "Everything there is destroyed (discarded)").
   */
  | { readonly kind: 'seedCardsUnder'; readonly of: CardSelection }
  /** Rulebook 12.4: the ship or facility each card `of` selects is aboard ("That personnel commandeers ship"). */
  | { readonly kind: 'carrierOf'; readonly of: CardSelection }
  /**
   * Rulebook 12.11 S.A.M.: the cards in play whose modifiers lower an attribute of a card `of` selects below what it
   * would be without them (Regenerate: "nullifying any cards reducing its attributes"), the card itself excepted.
   */
  | { readonly kind: 'reducingAttributes'; readonly of: CardSelection }
  /** The first card `of` selects, in the order the cards entered the game (Tox Uthat: the one card used). */
  | { readonly kind: 'first'; readonly of: CardSelection }
  /** The cards aboard the ships or facilities `of` selects that match (Rulebook 12.4 Present: aboard). */
  | { readonly kind: 'aboard'; readonly of: CardSelection; readonly filter: CardFilter }
  /**
   * The cards present with those `of` selects that match (Rulebook 12.4 Present): aboard a ship, else in the same
   * place and present with it; with `others`, but those `of` selects ("your other personnel present").
   */
  | {
      readonly kind: 'presentWith';
      readonly of: CardSelection;
      readonly filter: CardFilter;
      readonly others?: true;
    }
  /**
   * The members of the Away Team of the personnel `of` selects that match, the selected one included (Rulings "Away
   * Team and crew"; Vulcan Stone of Gol: "Kills everyone in an Away Team without Youth OR CUNNING>7").
   */
  | { readonly kind: 'awayTeamOf'; readonly of: CardSelection; readonly filter: CardFilter }
  /**
   * Rulebook 12.4: the crew of the ships or facilities `of` selects, their controller's personnel aboard (with those
   * aboard the ships they carry, Rulings "carried ships"). Escape Pod: "saves entire crew".
   */
  | { readonly kind: 'crewOf'; readonly of: CardSelection }
  /**
   * Rulings "Away Team and crew" (an Away Team is associated with one ship): the ship's Away Teams, read as its
   * controller's personnel on the planet surface at the location of each ship `of` selects who are compatible with it
   * (the engine does not record which ship an Away Team came from). Distortion of Space/Time Continuum: "ship, crew,
   * and ship's Away Teams".
   */
  | { readonly kind: 'awayTeamsOfShip'; readonly of: CardSelection }
  /**
   * Rulebook 7.2 Solving a Mission L713 ("cards which respond to that"): the members of the Away Team or crew that just
   * completed the mission the play targets, still there and able to act, that match (Alien Groupie: "Plays on any Away
   * Team that just completed a planet mission … one male").
   */
  | { readonly kind: 'completingTeam'; readonly filter: CardFilter }
  /**
   * The spaceline location of the card `of` selects, as the card that stands for it (its first mission card, or the
   * gap a card opened: Rulebook "Spaceline"), for a card placed "here" (Escape Pod: "Unseen by enemy ships, crew
   * remains in pod" at the ship's location).
   */
  | { readonly kind: 'locationOf'; readonly of: CardSelection }
  /**
   * Rulebook "Using Skills", 10.2.1 Stopped: the cards the play names among those `of` selects, each able to act and
   * unstopped, who together have every skill of `skills`, none of them needless (Scan: "Stop your Computer Skill and
   * Stellar Cartography aboard"; Full Planet Scan; the command lists them in `stop`).
   */
  | { readonly kind: 'chosenWithSkills'; readonly of: CardSelection; readonly skills: ReadonlyArray<string> }
  /**
   * The cards of one of a player's piles, in its order, top first (Rulebook "Hand", "Discard Pile", "Draw Deck"): the
   * player the verb `draw` would name; with `filter`, those that match. Masaka Transformations: "That player must
   * shuffle entire hand, place on bottom of draw deck"; Regenerate: "shuffle your discard pile into draw deck".
   */
  | { readonly kind: 'pile'; readonly pile: Pile; readonly of: Drawer; readonly filter?: CardFilter }
  /**
   * The `count` cards at one end of the cards `of` selects, in their order (a pile's top or bottom): Mutation: "top two
   * cards of any discard pile"; Raktajino: "the bottom three personnel and/or ships from your discard pile".
   */
  | {
      readonly kind: 'pileEnd';
      readonly end: 'top' | 'bottom';
      readonly count: number;
      readonly of: CardSelection;
    }
  /**
   * Rulebook "Playing a Card": the one card the play names (`take`) among those `of` selects, chosen as the card is
   * played (Mutation: "discard one card to draw two": one card of your hand).
   */
  | { readonly kind: 'chosen'; readonly of: CardSelection }
  /**
   * "Guess a card type and point to a card …": the card the player points to among those `of` selects, selected when
   * its card type is the one they guess (the command `card.guess`, a decision of the card's player; the card pointed
   * to is shown either way: domain/card-effects/hand-guess.ts). Telepathic Alien Kidnappers: "point to a card in your
   * opponent's hand … If guessed correctly, card is discarded"; the same guess serves Intuition ("name a card type and
   * reveal …") and Beyond the Subatomic ("Name a card type. Reveal cards from top of draw deck until …").
   */
  | { readonly kind: 'guessed'; readonly of: CardSelection; readonly guess: 'cardType' }
  /** The cards an earlier `select` of the same text named (issue #14's named selections, as the dilemmas' `select`). */
  | { readonly kind: 'named'; readonly name: string }
  /**
   * Rulebook 7.4 Battle: the cards of the forces of the battle under way that match (none when no battle is under way),
   * in the order of the forces (Battle Bridge Door: "Allows you to draw two extra Tactic cards": your force's first card).
   */
  | { readonly kind: 'inBattle'; readonly filter: CardFilter }
  /**
   * Rulebook 12.4 Present, 7.4 Battle: the cards that match where the battle under way is fought (a personnel battle's
   * planet surface, ship or facility; a ship battle's location), none when no battle is under way (Klingon Right of
   * Vengeance: "all other Klingons present"; Six of Nineteen: "Just before {Rogue Borg} present initiate battle";
   * Tommygun: "one {Rogue Borg} or personnel present").
   */
  | { readonly kind: 'presentAtBattle'; readonly filter: CardFilter }
  /**
   * Rulebook 7.4 Battle ("opposing personnel", "opponent"): for each card of a force of the personnel battle under way
   * that matches `each` and is able to act, one card of the opposing force that matches `opponent`, as many as there
   * are (Honor Challenge: "Each Klingon with Honor immediately kills one opponent with Treachery"). The play names those
   * of its player's force (the command's `kills`); for the other force, whose player has no say in it, the first in
   * force order. Plausible later texts: Tommygun's "stun one {Rogue Borg} or personnel present", Antique Machine Gun.
   */
  | { readonly kind: 'oneOpponentEach'; readonly each: CardFilter; readonly opponent: CardFilter };

/** The cards of a player's draw deck, top first (Thought Maker: "opponent's draw deck"). */
export type DrawDeckSelection = { readonly kind: 'pile'; readonly pile: 'drawDeck'; readonly of: Drawer };

/**
 * Which cards a verb acts on: a selection, or `count` of the cards it selects chosen at random one after another, the
 * selection read again after each (Rulebook 12.14 Random selection).
 */
export type Selection =
  | CardSelection
  | { readonly kind: 'random'; readonly count: number; readonly of: CardSelection };
