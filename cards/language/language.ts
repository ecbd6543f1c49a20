// The card text language for cards other than dilemmas: a card's printed game text as typed data (Rulebook "Playing
// a Card", "Entering Play", 12.9 "Cumulative", 12.11 S.A.M.). `domain/card-effects` interprets each `type` with one
// function: static modifiers while the card is in play, where the card plays, its immediate effects, and the lasting
// rules other modules consult (compatibility, reporting, repair). The vocabulary lives in one module per part, all
// exported from here: filters and conditions (`filter-language.ts`), modifiers (`modifier-language.ts`), immediate
// effects (`immediate-effects.ts`), lasting effects (`lasting-effects.ts`), end-of-turn effects
// (`end-of-turn-effects.ts`), valid responses (`trigger-language.ts`) and probe lists (`probe-language.ts`).
import type { BlueprintId } from '../blueprint';
import type { ActivatedAbility } from './activated-language';
import type { CardFilter } from './filter-language';
import type { ImmediateEffect } from './immediate-effects';
import type { LastingEffect } from './lasting-effects';
import type { Replacement } from './replacement-language';
import type { TacticText } from './tactic-language';
import type { TimeLocationText } from './time-location-language';
import type { Trigger } from './trigger-language';
import type { TriggeredAbility } from './when-language';

export type { ActivatedAbility, UseLimit } from './activated-language';
export type { EndOfTurnEffect, TurnSpec } from './end-of-turn-effects';
export type { CardFilter, Condition, CrewNeed, HostCondition } from './filter-language';
export type {
  ImmediateEffect,
  PlayedRelocation,
  Shuffle,
  Sight,
  TravelDestination,
  Whose,
} from './immediate-effects';
export type { LastingEffect } from './lasting-effects';
export type {
  Amount,
  CharacteristicValue,
  GameValue,
  MissionValue,
  ModifiedValue,
  Reach,
  RequirementsValue,
  TacticValue,
} from './modifier-language';
export type { ProbeCardFate, ProbeCondition, ProbeIcon, ProbeList, ProbeOutcome } from './probe-language';
export type { ReplacedEvent, Replacement, StopForSkills } from './replacement-language';
export type { CardSelection, DrawDeckSelection, Pile, Selection } from './selection-language';
export type { PlayedAs, Trigger } from './trigger-language';
export type {
  DrawCount,
  DrawDeckEnd,
  Drawer,
  GeneralVerb,
  ScoredPoints,
  SkillsOf,
  SpacelineSpot,
  TurnEffect,
  TurnValue,
} from './verb-language';
export type {
  AbilityOn,
  AttemptFinishedAbility,
  AttemptFinishedWhen,
  CardEventAbility,
  CardEventWhen,
  CardPlayedAbility,
  CardPlayedWhen,
  EventPlace,
  TribblesBredAbility,
  TribblesBredWhen,
  TriggeredAbility,
  TurnCondition,
  TurnEndAbility,
  TurnEndWhen,
  TurnStartAbility,
  TurnStartWhen,
  When,
} from './when-language';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

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

/**
 * What an artifact does as it is earned (Rulebook 7.2), the verb `take` of the immediate effects from another pile:
 * its player takes up to `count` cards of their draw deck into hand.
 */
export type EarnedEffect = { readonly type: 'take'; readonly from: 'drawDeck'; readonly count: number };

/** A condition for playing a card at all. */
export type PlayRequirement =
  /** "Must have at least four of your ships in play to use." */
  | { readonly kind: 'yourCardsInPlay'; readonly filter: CardFilter; readonly atLeast: number }
  /**
   * "(limit one)", "Limit one.": fewer than `max` of the player's cards matching in play (neither the rulebook nor the
   * rulings define the phrase: read, like "unique" (Rulebook "Entering Play" L321), as a limit on its player's own copies).
   */
  | { readonly kind: 'limitInPlay'; readonly filter: CardFilter; readonly max: number }
  /** "Plays at the start of your turn": your turn, before you give orders (Rulebook "Once you have played all the
   * cards you intend to play at the start of your turn … 'giving orders'"). */
  | { readonly kind: 'startOfYourTurn' }
  /** "… your turn": during your own turn (Rulebook L445: "at any time" cards play on either player's turn otherwise). */
  | { readonly kind: 'yourTurn' };

/**
 * Rulebook "Playing a Card": after its immediate effects a card enters play (events, by default), is discarded
 * ("Discard event after use"; interrupts by default), is removed from the game ("remove this card from the game") or
 * returns to its owner's hand ("and return doorway to your hand", "Return incident to your hand after either use").
 */
export type AfterUse = 'entersPlay' | 'discard' | 'removeFromGame' | 'returnToHand';

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
  /** "When …", "if they stop here": its triggered abilities while in play (cards/language/when-language.ts). */
  readonly triggers?: ReadonlyArray<TriggeredAbility>;
  /** "… instead": its replacement effects while in play (cards/language/replacement-language.ts). */
  readonly replacements?: ReadonlyArray<Replacement>;
  /** "Once each turn, may …": its activated abilities while in play (cards/language/activated-language.ts). */
  readonly activated?: ReadonlyArray<ActivatedAbility>;
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
  /** A [Tactic] card's bonuses, damage and damage marker (cards/language/tactic-language.ts; domain/battle-rules/tactics.ts). */
  readonly tactic?: TacticText;
  /** A Time Location's year, corresponding spaceline location and natives (cards/language/time-location-language.ts). */
  readonly timeLocation?: TimeLocationText;
  /**
   * "… OR …": the card's other uses from hand, each with its own placement or response, effects and fate after use
   * (Alternate Universe Door: "Plays to nullify one {Subspace Schism} … OR Nullify one {Temporal Rift}, and return
   * doorway to your hand"); a play names the one it uses (`function`, from 1; absent: the fields above).
   */
  readonly or?: ReadonlyArray<CardFunction>;
}

/** One use of a card from hand that its text joins to the others with "OR" (`CardText.or`). */
export type CardFunction = Pick<
  CardText,
  'plays' | 'requires' | 'immediate' | 'afterUse' | 'respondsTo' | 'oncePerTurn'
>;
