// Constructors for the card text language's end-of-turn abilities (cards/language/end-of-turn-effects.ts; Rulebook
// "End of Turn"): triggered abilities on the end of a turn,
// `triggers: [atEndOfTurn(nextTurnOf('you'), destroy(theHost, unlessCrewHas(aboard('ENGINEER'))))]`.
import type { ShipAttribute } from '../blueprint';
import type {
  CrewNeed,
  EndOfTurnEffect,
  HostCondition,
  ImmediateEffect,
  TriggeredAbility,
  TurnCondition,
  TurnSpec,
  TurnStartWhen,
} from './language';
import type { Action } from './permission-language';

// -------------------------------------------------------------------------------------
// constructors: end-of-turn effects
// -------------------------------------------------------------------------------------

/** Rulebook "End of Turn": "at end of your turn, …": a triggered ability on the end of the turn `turn` names. */
export const atEndOfTurn = (
  turn: TurnSpec,
  ...effects: ReadonlyArray<EndOfTurnEffect>
): TriggeredAbility => ({ when: { event: 'turn.ending', turn }, effects });
/** "End of every player's turn, if …, …": on the end of the turn `turn` names while `condition` holds. */
export const atEndOfTurnIf = (
  turn: TurnSpec,
  condition: TurnCondition,
  ...effects: ReadonlyArray<EndOfTurnEffect>
): TriggeredAbility => ({ when: { event: 'turn.ending', turn, if: condition }, effects });
/** "At start of every players' turn, …" (`everyPlayersTurn`): a triggered ability on the start of a turn. */
export const atStartOfTurn = (
  turn: TurnStartWhen['turn'],
  ...effects: ReadonlyArray<ImmediateEffect>
): TriggeredAbility => ({ when: { event: 'turn.starting', turn }, effects });
/** "OR at end of turn, …": unless the card's player did this turn what a card's permission of `action` allowed. */
export const allowanceUnused = (action: Action): TurnCondition => ({ kind: 'allowanceUnused', action });
export const yourTurn: TurnSpec = { kind: 'yourTurn' };
/** "End of every player's turn". */
export const everyPlayersTurn = { kind: 'every' } as const satisfies TurnSpec;
export const nextTurnOf = (whose: 'you' | 'hostOwner'): TurnSpec => ({ kind: 'nextTurnOf', whose });
export const fullTurnOf = (nth: number): TurnSpec => ({ kind: 'fullTurnOf', nth });
export const eachTurnOf = (whose: 'you' | 'tablePlayer'): TurnSpec => ({ kind: 'each', whose });
/** "at end of next turn and continues … each turn". */
export const eachTurnAfterPlayed: TurnSpec = { kind: 'eachAfterPlayed' };

export const unlessCrewHas = (need: CrewNeed): HostCondition => ({ kind: 'crewHas', need });
/** "SECURITY puts it out": the crew aboard the card it plays on has the skill. */
export const crewHas = (need: CrewNeed): HostCondition => ({ kind: 'crewHas', need });
export const unlessAbove = (attribute: ShipAttribute, value: number): HostCondition => ({
  kind: 'attributeAbove',
  attribute,
  value,
});
export const discardSelf: EndOfTurnEffect = { type: 'discardSelf' };
/** "SECURITY puts it out": discarded when the card it plays on meets the condition. */
export const discardSelfIf = (condition: HostCondition): EndOfTurnEffect => ({
  type: 'discardSelf',
  if: condition,
});
