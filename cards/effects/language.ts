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
 * `host`: the card it plays on ("Plays on ship. Ship is WEAPONS +2").
 */
export type Reach = 'yourPersonnelPresent' | 'othersPresent' | 'self' | 'host';

/** How much: a number, or a number for each card aboard the host that matches ("+2 for each SCIENCE … aboard"). */
export type Amount =
  | number
  | { readonly kind: 'perCardAboardHost'; readonly each: number; readonly filter: CardFilter };

/** A condition on the card whose text it is: "if with {Toral}" (a matching card present with it). */
export type Condition = { readonly kind: 'presentWith'; readonly filter: CardFilter };

/** What a card does while it is in play; each `type` has one interpreter in `domain/card-effects/`. */
export type LastingEffect =
  /** Rulebook 12.11: a value of each card reached, while the source is in play and can act. */
  | {
      readonly type: 'modify';
      readonly reach: Reach;
      readonly filter?: CardFilter;
      readonly values: ReadonlyArray<ModifiedValue>;
      readonly op: 'add' | 'multiply';
      readonly amount: Amount;
      readonly condition?: Condition;
    }
  /** Rulebook "Compatible": "Your Federation and Klingon affiliations … can now mix and cooperate" (treaties). */
  | { readonly type: 'mix'; readonly affiliations: readonly [Affiliation, Affiliation] }
  /** "In place of your normal card play, you may report for duty any number of Ship, Personnel, and Equipment". */
  | { readonly type: 'reportAnyNumber' }
  /** "Instantly repairs your damaged ships if they stop here. Also repairs non-aligned ships." (the host's location). */
  | { readonly type: 'repairShipsStoppingHere'; readonly alsoAffiliation: Affiliation };

/** Where a card plays from hand (Rulebook "Play a Card": "place it face-up on the table (or wherever the card directs)"). */
export type Placement =
  /** "Plays on table". */
  | { readonly type: 'table' }
  /** "Plays on your ship", "Plays on outpost", "Nullifies any one Event card": a card in play that matches. */
  | { readonly type: 'card'; readonly filter: CardFilter }
  /** "Plays on any player", "Choose any player". */
  | { readonly type: 'player' }
  /** No target ("Exchange this event for any one card from your discard pile"). */
  | { readonly type: 'none' };

/** Whose pile an immediate effect uses: the chosen player, or the card's player. */
export type Whose = 'chosenPlayer' | 'you';

/** What a card does as it is played, in printed order; each `type` has one interpreter in `domain/card-effects/`. */
export type ImmediateEffect =
  /** Rulebook "Draw": the player draws `count` cards from the top of their draw deck. */
  | { readonly type: 'draw'; readonly whose: Whose; readonly count: number }
  /** Rulebook "Shuffle": the player's draw deck is shuffled. */
  | { readonly type: 'shuffleDrawDeck'; readonly whose: Whose }
  /** "Shuffle entire hand, place on bottom of draw deck, then draw the same number of cards from the top." */
  | { readonly type: 'handToBottomAndRedraw'; readonly whose: Whose }
  /** "Take a card from your discard pile (except a personnel) into your hand": the card the command names. */
  | { readonly type: 'takeFromDiscard'; readonly filter?: CardFilter }
  /** "Nullifies any one Event card", "Destroys …": the card it targets leaves play to its owner's discard pile. */
  | { readonly type: 'discardTarget' };

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
  readonly immediate?: ReadonlyArray<ImmediateEffect>;
  /** Default: events enter play, interrupts are discarded (Rulebook "Interrupts … automatically discarded after use"). */
  readonly afterUse?: AfterUse;
  readonly whileInPlay?: ReadonlyArray<LastingEffect>;
  /** Rulebook 12.9: "(Cumulative.)"; copies of a card not so marked do not stack. */
  readonly cumulative?: boolean;
  /** Rulings "once each turn": each player plays the card at most once each turn, whatever the copies. */
  readonly oncePerTurn?: boolean;
}
