// Rulebook 7.2 "Attempting a Mission": the commands that begin an attempt and answer its dilemmas' choices. The state
// of an attempt under way (kept in `GameState.attempt` so that any decision point persists and restores) is
// domain/core/attempt-state.ts, re-exported here.

import type { AttemptEvent, AttemptOutcome } from '../core/attempt-state';
import type { CardId, LocationId, PlayerId } from '../core/game-state';

export type { AttemptEvent, AttemptOutcome, MissionAttempt } from '../core/attempt-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Begin a mission attempt: with an undocked ship at a space mission, with the Away Team on a planet mission. */
export interface AttemptCommand {
  readonly type: 'mission.attempt';
  readonly player: PlayerId;
  readonly location: LocationId;
  /** The ship attempting a space mission; absent for a planet mission. */
  readonly ship?: CardId;
}

/** What the mission-attempt machine is asked to run. */
export interface AttemptRequest {
  readonly player: PlayerId;
  readonly location: LocationId;
  /** The ship attempting (space), or null for the Away Team on the planet. */
  readonly ship: CardId | null;
}

/** Answer a dilemma's card choice ("opponent's choice", a tie, "your choice"). */
export interface ChooseCommand {
  readonly type: 'attempt.choose';
  readonly player: PlayerId;
  readonly cards: ReadonlyArray<CardId>;
}

/** Answer a dilemma's "… OR …" between courses, by the option's label. */
export interface DecideCommand {
  readonly type: 'attempt.decide';
  readonly player: PlayerId;
  readonly option: string;
}

/** What the attempt machine outputs besides the game: how it ended and what happened. */
export interface AttemptReport {
  readonly request: AttemptRequest;
  readonly outcome: AttemptOutcome;
  readonly events: ReadonlyArray<AttemptEvent>;
  /** The team left when the attempt ended (the members still there and not separated). */
  readonly team: ReadonlyArray<CardId>;
}
