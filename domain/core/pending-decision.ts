// ARCHITECTURE "Every player decision is a command": the decision the game waits on (`GameState.pending`) and the
// kinds of decision.
import type { PlayerId } from './card-instance';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The decision the game waits on (ARCHITECTURE "Every player decision is a command"). */
export interface Pending {
  readonly player: PlayerId;
  readonly decision: DecisionKind;
}

/** The kinds of decision; each has one rule module that lists, checks and applies its commands. */
export type DecisionKind =
  | 'doorway.seed'
  | 'mission.place'
  | 'dilemma.seedUnderOpponents'
  | 'dilemma.seedShared'
  | 'dilemma.seedUnderOwn'
  | 'dilemma.seedElsewhere'
  | 'facility.seed'
  | 'turn.replacePersonas'
  | 'turn.act'
  | 'turn.draw'
  | 'attempt.choose'
  | 'attempt.decide'
  | 'attempt.infiltrator'
  | 'response.window'
  | 'card.choose'
  | 'battle.strike'
  | 'battle.defend'
  | 'battle.tactic'
  | 'battle.damageFollowUp';
