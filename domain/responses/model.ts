// Rulings "actions – step 1: initiation", the optional responses step and the "results" step (Rulings "discard pile",
// "Wormhole"): an action is initiated, then players may answer it with valid responses, then it has its results.
// The actions under way that wait for responses, innermost last, kept in `GameState.responding` so that any decision
// point persists and restores.

import type { PlayCard } from '../card-play/card-play';
import type { CardId, LocationId, PlayerId } from '../core/game-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** An action initiated and not yet resolved, that players may answer. */
export type Action =
  /**
   * Rulebook "Playing a Card": the card announced and placed face up (zone `beingPlayed`); its results (reporting,
   * building, immediate effects, entering play) wait until no one responds.
   */
  | { readonly kind: 'cardPlay'; readonly command: PlayCard }
  /** Rulebook "Draw": the cards a player just drew into their hand (Subspace Schism: "either players' card draw"). */
  | { readonly kind: 'cardDraw'; readonly player: PlayerId; readonly cards: ReadonlyArray<CardId> }
  /**
   * Rulebook "Playing 'At Any Time'": the active player has finished executing orders; before the end-of-turn actions
   * the other player may play cards "at any time" (not responses: nothing is interrupted).
   */
  | { readonly kind: 'turnEnd'; readonly player: PlayerId }
  /** Rulebook 7.4 stage 1 Initiation: `player` just initiated a battle of this kind (`GameState.battle`). */
  | { readonly kind: 'battleInitiated'; readonly player: PlayerId; readonly battle: 'personnel' | 'ship' }
  /** Klingon Death Yell: "just killed": the personnel `player`'s action (a battle they initiated) just killed. */
  | { readonly kind: 'personnelKilled'; readonly player: PlayerId; readonly cards: ReadonlyArray<CardId> }
  /**
   * Genetronic Replicator: "When a personnel is targeted to die": the personnel an action during `player`'s turn
   * targeted to die, each held out of play until saved or dead (domain/card-effects/targeted-to-die.ts).
   */
  | {
      readonly kind: 'personnelTargetedToDie';
      readonly player: PlayerId;
      readonly victims: ReadonlyArray<Victim>;
    }
  /** Rulebook 7.4 ship battle stage 8 (Escape Pod): the ships `player`'s action (a battle) is about to destroy. */
  | {
      readonly kind: 'shipsBeingDestroyed';
      readonly player: PlayerId;
      readonly cards: ReadonlyArray<CardId>;
    }
  /**
   * Rulebook 7.2 "The mission attempt is now complete, and cards which respond to that (such as Particle Fountain) may
   * be played": `player`'s `team` (an Away Team for a `planet` attempt, a crew for `space`) just solved the mission at
   * `location`.
   */
  | {
      readonly kind: 'missionCompleted';
      readonly player: PlayerId;
      readonly location: LocationId;
      readonly mission: 'planet' | 'space';
      readonly team: ReadonlyArray<CardId>;
    };

/**
 * A personnel targeted to die, and the personnel present with it then who were unstopped and able to act (who may be
 * stopped to save it even if the action that killed it stops them since).
 */
export interface Victim {
  readonly card: CardId;
  readonly present: ReadonlyArray<CardId>;
}

/** The actions waiting for responses and who is asked about the innermost one. */
export interface Responding {
  /** Initiated actions, the one answered now last; each below waits for the ones above it. */
  readonly stack: ReadonlyArray<Action>;
  /** The players who passed on the last action since it was last changed. */
  readonly passed: ReadonlyArray<PlayerId>;
  /** The player asked now (the pending decision's). */
  readonly asked: PlayerId;
}

declare module '../core/chapter-states' {
  interface ChapterStates {
    /**
     * Actions initiated and waiting for valid responses before their results (Rulebook "Playing 'At Any Time'",
     * domain/responses); absent when no response window is open.
     */
    readonly responding: Responding;
  }
}

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The player who took an action.
 * @category predicates
 */
export const actorOf = (action: Action): PlayerId =>
  action.kind === 'cardPlay' ? action.command.player : action.player;

/**
 * The last (innermost) action waiting for responses, if any.
 * @category predicates
 */
export const topOf = (responding: Responding | undefined): Action | undefined =>
  responding?.stack[responding.stack.length - 1];
