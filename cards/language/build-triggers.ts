// Builders of triggered abilities (cards/language/when-language.ts): "when a ship stops here", "after each of its
// moves", and the general verbs their effects use; and of activated abilities (cards/language/activated-language.ts):
// "Once every turn, may …".
import type {
  ActivatedAbility,
  CardEventWhen,
  CardFilter,
  Condition,
  HostCondition,
  ImmediateEffect,
  TriggeredAbility,
  UseLimit,
} from './language';

/** Options of a ship event's trigger: which ships, what must hold of the card, what spares the ship. */
export interface ShipTriggerOptions {
  readonly subject?: CardFilter;
  readonly condition?: Condition;
  readonly unless?: HostCondition;
}

const when = (
  event: CardEventWhen['event'],
  where: CardEventWhen['where'],
  options: ShipTriggerOptions,
): CardEventWhen => ({
  event,
  where,
  ...(options.subject === undefined ? {} : { subject: options.subject }),
  ...(options.condition === undefined ? {} : { condition: options.condition }),
  ...(options.unless === undefined ? {} : { unless: options.unless }),
});

/** Rulebook 7.1.5 Move: "if they stop here": a ship that ends its move (or is relocated) at the card's location. */
export const whenShipStopsHere = (
  options: ShipTriggerOptions,
  ...effects: ReadonlyArray<ImmediateEffect>
): TriggeredAbility => ({ when: when('ship.arrived', 'here', options), effects });

/** Rulebook 10.2.1 "Destroyed": a ship destroyed at the card's location (a battle there, Rulebook 7.4 stage 8). */
export const whenShipDestroyedHere = (
  options: ShipTriggerOptions,
  ...effects: ReadonlyArray<ImmediateEffect>
): TriggeredAbility => ({ when: when('ship.destroyed', 'here', options), effects });

/**
 * Rulings "passing locations": "passing over here without stopping": a ship flies by the card's location within one
 * move (Subspace Warp Rift; the spaceline phenomena that act on ships flying by).
 */
export const whenShipPassesHere = (
  options: ShipTriggerOptions,
  ...effects: ReadonlyArray<ImmediateEffect>
): TriggeredAbility => ({ when: when('ship.passed', 'here', options), effects });

/**
 * Rulebook 7.2 "Solving a Mission": "any gametext triggered by solving the mission": the mission at the card's
 * location is solved (Espionage: "Discard after mission completed"; the cards played on a mission that end with it).
 */
export const whenMissionSolvedHere = (
  options: ShipTriggerOptions,
  ...effects: ReadonlyArray<ImmediateEffect>
): TriggeredAbility => ({ when: when('mission.solved', 'here', options), effects });

/**
 * "… if helps solve {Test Mission}" (Rulebook 7.2 "Solving a Mission"): a mission matching `subject` is solved by a team
 * the card is a member of; the effects' target is the mission.
 */
export const whenHelpsSolve = (
  options: ShipTriggerOptions,
  ...effects: ReadonlyArray<ImmediateEffect>
): TriggeredAbility => ({ when: when('mission.solved', 'inSolvingTeam', options), effects });

/** "After each of its moves": the ship the card is on or aboard has done a movement order (Rulebook 7.1). */
export const afterEachMoveOfThisShip = (
  options: ShipTriggerOptions,
  ...effects: ReadonlyArray<ImmediateEffect>
): TriggeredAbility => ({ when: when('ship.moved', 'thisShip', options), effects });

/** "Any player who plays {X} …": a card matching `subject` played (from hand, or downloaded and played). */
export const whenPlayed = (
  subject: CardFilter,
  ...effects: ReadonlyArray<ImmediateEffect>
): TriggeredAbility => ({
  when: { event: 'card.played', subject },
  effects,
});

/** Rulebook 7.5.1: a damaged ship or facility. */
export const damaged: CardFilter = { kind: 'damaged' };

/** "Once every turn, may …" (`onceEveryTurn`), "Once per game, may …" (`oncePerGame`): an activated ability. */
export const activated = (limit: UseLimit, ...effects: ReadonlyArray<ImmediateEffect>): ActivatedAbility => ({
  limit,
  effects,
});
