// Rulebook 7.2 "Attempting a Mission": the commands that begin an attempt and answer its dilemmas' choices, and the
// state of an attempt under way (kept in `GameState.attempt` so that any decision point persists and restores).

import type { CardId, LocationId, Pending, PlayerId, Zone } from '../core/game-state';
import type { Answer, Choice } from '../dilemma-effects/encounter-state';

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

/** One thing that happened during the attempt, for the game log. */
export interface AttemptEvent {
  readonly card: CardId | null;
  readonly text: string;
}

/** How an attempt ended: solved, failed (team stopped), or ended without failing (e.g. Radioactive Garbage Scow). */
export type AttemptOutcome = 'solved' | 'failed' | 'ended';

/** A mission attempt under way. */
export interface MissionAttempt {
  readonly player: PlayerId;
  readonly location: LocationId;
  readonly ship: CardId | null;
  readonly mission: 'space' | 'planet';
  /** The personnel who began the attempt; the team is those of them still in `place` and not separated. */
  readonly members: ReadonlyArray<CardId>;
  /** Where the team is: aboard the ship, or on the planet surface. */
  readonly place: Zone;
  /** The seed card revealed and being encountered, or null between seed cards. */
  readonly revealed: CardId | null;
  /** The answers given while encountering the revealed dilemma (it is resolved again with them). */
  readonly answers: ReadonlyArray<Answer>;
  /** The choice the attempt waits on, or null. */
  readonly awaiting: Choice | null;
  /** Set once the attempt stops before the requirements are checked. */
  readonly stopped: Exclude<AttemptOutcome, 'solved'> | null;
  /** The decision pending when the attempt began, given back when it ends. */
  readonly resume: Pending | null;
  /** Rulebook "Infiltration": the infiltrators there who chose whether to join the attempt; absent before any. */
  readonly asked?: ReadonlyArray<CardId>;
  readonly events: ReadonlyArray<AttemptEvent>;
}

/** What the attempt machine outputs besides the game: how it ended and what happened. */
export interface AttemptReport {
  readonly request: AttemptRequest;
  readonly outcome: AttemptOutcome;
  readonly events: ReadonlyArray<AttemptEvent>;
  /** The team left when the attempt ended (the members still there and not separated). */
  readonly team: ReadonlyArray<CardId>;
}
