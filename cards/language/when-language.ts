// Triggered abilities of the card-text language (cards/language/language.ts re-exports them): "when", "whenever",
// "if they stop here", "after each of its moves". The game records events as it plays (domain/core/game-events.ts);
// after every command the settle step runs the abilities of the declared cards in play whose `when` matches an event
// (domain/card-effects/triggered.ts), in the order the cards entered play, and their effects are immediate effects
// (cards/language/immediate-effects.ts) whose target is the event's subject.
import type { CardFilter, Condition, HostCondition } from './filter-language';
import type { ImmediateEffect } from './immediate-effects';

/** Where the event's ship is, seen from the card whose text it is. */
export type EventPlace =
  /**
   * Rulebook 12.4 "Here": at the card's location (a card that is itself a location, a gap, is here at it); a phased
   * ship is not reached (Rulebook 7.6 Cloak, phasing).
   */
  | 'here'
  /** The ship the card is on or aboard ("On a ship, it is …"). */
  | 'thisShip';

/** The event a triggered ability answers, and what must hold for it to answer. */
export interface When {
  /**
   * `ship.arrived`: a ship stops where its move ends, or is relocated there; `ship.moved`: a movement order done;
   * `ship.destroyed`: a ship destroyed (Rulebook 10.2.1), where it was.
   */
  readonly event: 'ship.arrived' | 'ship.moved' | 'ship.destroyed';
  readonly where: EventPlace;
  /** The ships it answers ("your damaged ships"); any ship when absent. */
  readonly subject?: CardFilter;
  /** What must hold of the card whose text it is ("1,000:", a Trouble's portion active). */
  readonly condition?: Condition;
  /** What spares the event's ship ("unless 3 ENGINEER aboard"). */
  readonly unless?: HostCondition;
}

/** "When …, …": a triggered ability of a card in play. */
export interface TriggeredAbility {
  readonly when: When;
  /** In printed order; the effects' target is the event's ship. */
  readonly effects: ReadonlyArray<ImmediateEffect>;
}
