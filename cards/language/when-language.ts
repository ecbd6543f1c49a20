// Triggered abilities of the card-text language (cards/language/language.ts re-exports them): "when", "whenever",
// "if they stop here", "after each of its moves". The game records events as it plays (domain/core/game-events.ts);
// after every command the settle step runs the abilities of the declared cards in play whose `when` matches an event
// (domain/card-effects/triggered.ts), in the order the cards entered play, and their effects are immediate effects
// (cards/language/immediate-effects.ts) whose target is the event's subject. The end of a turn is one such moment
// (Rulebook "End of Turn"): its abilities run as the turn ends, before the card draw (domain/card-effects/end-of-turn.ts),
// and their effects are end-of-turn effects (cards/language/end-of-turn-effects.ts).
import type { EndOfTurnEffect, TurnSpec } from './end-of-turn-effects';
import type { CardFilter, Condition, HostCondition } from './filter-language';
import type { ImmediateEffect } from './immediate-effects';
import type { Action } from './permission-language';
import type { ProbeCondition } from './probe-language';

/** Where the event's ship is, seen from the card whose text it is. */
export type EventPlace =
  /**
   * Rulebook 12.4 "Here": at the card's location (a card that is itself a location, a gap, is here at it); a phased
   * ship is not reached (Rulebook 7.6 Cloak, phasing).
   */
  | 'here'
  /** The ship the card is on or aboard ("On a ship, it is …"). */
  | 'thisShip'
  /**
   * Rulebook 7.2 "Solving a Mission": the card is a member of the Away Team or crew that solved the mission, still with
   * the team ("Scores 10 points if helps solve {Test Mission}": Timicin, Rager; James T. Kirk, Gideon Seyetik, Solbor of
   * later sets); only for `mission.solved`.
   */
  | 'inSolvingTeam';

/** The event about a card (a ship's, or a mission solved) a triggered ability answers, and what must hold for it to answer. */
export interface CardEventWhen {
  /**
   * `ship.arrived`: a ship stops where its move ends, or is relocated there; `ship.moved`: a movement order done;
   * `ship.destroyed`: a ship destroyed (Rulebook 10.2.1), where it was; `ship.passed`: a ship flew by a location
   * without stopping (Rulings "passing locations"), at that location; `mission.solved`: a mission solved (Rulebook 7.2
   * "Solving a Mission"), the mission card the event's subject.
   */
  readonly event: 'ship.arrived' | 'ship.moved' | 'ship.destroyed' | 'ship.passed' | 'mission.solved';
  readonly where: EventPlace;
  /** The ships it answers ("your damaged ships"); any ship when absent. */
  readonly subject?: CardFilter;
  /** What must hold of the card whose text it is ("1,000:", a Trouble's portion active). */
  readonly condition?: Condition;
  /** What spares the event's ship ("unless 3 ENGINEER aboard"). */
  readonly unless?: HostCondition;
}

/**
 * Rulings "actions – step 1: initiation": a card played (`card.played`), from hand or downloaded and played, that
 * matches `subject` ("Any player who plays {Amanda Rogers}, {Kevin Uxbridge} or {Q2}"); a card nullified in response
 * was still played.
 */
export interface CardPlayedWhen {
  readonly event: 'card.played';
  readonly subject?: CardFilter;
}

/**
 * Rulebook "End of Turn": the end of a turn (`turn.ending`), the turn `turn` names counted from the turn the card
 * entered play (Rulebook 12.2 "each", "full" turns): "at end of your turn", "End of every player's turn".
 */
export interface TurnEndWhen {
  readonly event: 'turn.ending';
  readonly turn: TurnSpec;
  /** What must hold as the turn ends. */
  readonly if?: TurnCondition;
}

/**
 * What must hold as a turn ends for a turn-ending ability to act: a ship in a region ("if any ship is in the Badlands
 * Region (even [MU])"), or the card's player not having done this turn what a card's permission `action` allowed them
 * (Horga'hn: "gain an additional normal card play OR at end of turn, draw an extra card").
 */
export type TurnCondition = ProbeCondition | { readonly kind: 'allowanceUnused'; readonly action: Action };

/**
 * Rulebook 7.2: a mission attempt finished (`attempt.finished`), by any player, solved or not: "Whenever any crew or
 * Away Team finishes a mission attempt (whether successful or not)".
 */
export interface AttemptFinishedWhen {
  readonly event: 'attempt.finished';
}

/**
 * Rulebook "Playing the Game" (the start of a turn), 12.2 "every": the start of a turn (`turn.starting`), as the turn
 * begins (cards unstopped, before the normal card play), every turn, either player's ("at start of every players'
 * turn": Rogue Borg Mercenaries; Volcanic Eruption, Defrosted Menace, White Deprivation of later sets).
 */
export interface TurnStartWhen {
  readonly event: 'turn.starting';
  readonly turn: Extract<TurnSpec, { readonly kind: 'every' }>;
}

/**
 * Rulebook "Tribbles (11.3)": "Just after this group breeds" (`tribbles.bred`): a large tribble card played on the
 * group the card is in (the tribble chapter raises it, domain/tribbles/trouble-spread.ts). The ability is optional
 * ("may"): the card's owner decides (`tribbles.spread`, naming what its effects need, or `tribbles.stay`).
 */
export interface TribblesBredWhen {
  readonly event: 'tribbles.bred';
  /** What must hold of the card whose text it is ("1,000:", a Trouble's portion active). */
  readonly condition?: Condition;
}

/** The event a triggered ability answers, and what must hold for it to answer. */
export type When =
  | CardEventWhen
  | CardPlayedWhen
  | TurnEndWhen
  | AttemptFinishedWhen
  | TurnStartWhen
  | TribblesBredWhen;

/** "When a ship …, …", "Discard after mission completed": a triggered ability on an event about a card. */
export interface CardEventAbility {
  readonly when: CardEventWhen;
  /** In printed order; the effects' target is the event's card (the ship, the mission solved). */
  readonly effects: ReadonlyArray<ImmediateEffect>;
}

/** "Any player who plays …, …": a triggered ability on a card played. */
export interface CardPlayedAbility {
  readonly when: CardPlayedWhen;
  /** In printed order; the effects' target is the card played, their chosen player the player who played it. */
  readonly effects: ReadonlyArray<ImmediateEffect>;
}

/** "At end of …, …": a triggered ability on the end of a turn. */
export interface TurnEndAbility {
  readonly when: TurnEndWhen;
  /** In printed order ("Ship explodes …, then discard interrupt"). */
  readonly effects: ReadonlyArray<EndOfTurnEffect>;
}

/** "Whenever any crew or Away Team finishes a mission attempt, …": a triggered ability on an attempt finished. */
export interface AttemptFinishedAbility {
  readonly when: AttemptFinishedWhen;
  /** In printed order; they resolve once for each member of the team left, that member their target. */
  readonly effects: ReadonlyArray<ImmediateEffect>;
}

/** "Now and start of every player's turn, …": a triggered ability on the start of a turn. */
export interface TurnStartAbility {
  readonly when: TurnStartWhen;
  /** In printed order; no target, the card whose text it is acting (`thisCard`). */
  readonly effects: ReadonlyArray<ImmediateEffect>;
}

/** "Just after this group breeds, … may …": an optional triggered ability on a group of tribbles bred. */
export interface TribblesBredAbility {
  readonly when: TribblesBredWhen;
  /** In printed order, once its owner decides to use it; no target, the card whose text it is acting (`thisCard`). */
  readonly effects: ReadonlyArray<ImmediateEffect>;
}

/** "When …, …": a triggered ability of a card in play. */
export type TriggeredAbility =
  | CardEventAbility
  | CardPlayedAbility
  | TurnEndAbility
  | AttemptFinishedAbility
  | TurnStartAbility
  | TribblesBredAbility;

/** The triggered abilities on events of one type. */
export type AbilityOn<E extends When['event']> = E extends TurnEndWhen['event']
  ? TurnEndAbility
  : E extends TurnStartWhen['event']
    ? TurnStartAbility
    : E extends CardPlayedWhen['event']
      ? CardPlayedAbility
      : E extends AttemptFinishedWhen['event']
        ? AttemptFinishedAbility
        : E extends TribblesBredWhen['event']
          ? TribblesBredAbility
          : CardEventAbility;
