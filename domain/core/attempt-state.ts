// Rulebook 7.2 "Attempting a Mission": the shape of an attempt under way, kept in GameState.attempt so that any
// decision point persists and restores (domain/mission-attempt/ runs it), with the choice a dilemma waits on and the
// answers given so far (domain/dilemma-effects/encounter-state.ts threads them through a dilemma's effects).
import type { PersonnelInitiateCommand } from './battle-state';
import type { CardId, LocationId, PlayerId, Zone } from './card-instance';
import type { Pending } from './pending-decision';

/** A decision a dilemma waits on; the chooser may see the cards (Rulebook "Random selection"). */
export type Choice =
  | {
      readonly kind: 'cards';
      readonly player: PlayerId;
      readonly dilemma: CardId;
      readonly options: ReadonlyArray<CardId>;
      readonly count: number;
      /** Any number of cards from `count` to `most` may be chosen; absent: exactly `count`. */
      readonly most?: number;
      /**
       * `every`: "up to three different …", no two cards of one title may be chosen; `unique`: no two copies (or
       * versions) of one unique card, which could not both enter play (Rulebook "Uniqueness", "Persona").
       */
      readonly different?: 'every' | 'unique';
    }
  | {
      readonly kind: 'option';
      readonly player: PlayerId;
      readonly dilemma: CardId;
      readonly options: ReadonlyArray<string>;
    };

/** A player's answer to a choice: the cards chosen, or the option's label. */
export type Answer = ReadonlyArray<CardId> | string;

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
  /**
   * Rulebook 7.4: the personnel battle a dilemma just resolved lets a player initiate (Ferengi Ambush: "They may
   * initiate battle (if possible)"), fought before the attempt goes on; absent when none is due.
   */
  readonly battle?: PersonnelInitiateCommand;
  /** Rulebook "Infiltration": the infiltrators there who chose whether to join the attempt; absent before any. */
  readonly asked?: ReadonlyArray<CardId>;
  readonly events: ReadonlyArray<AttemptEvent>;
}
