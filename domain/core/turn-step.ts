// Rulebook "Playing the Game" and "Playing 'At Any Time'": the windows that open during a turn (valid responses to an
// action, a choice card text asks for, the self-controlled cards' battles and moves) interrupt it at one of its steps;
// once they close, the turn goes on at that step. The step is kept in `GameState.resumeAt` while the windows are open,
// so that any decision point inside them persists and restores, and it is cleared when the turn goes on, before the
// next decision of the step itself. The steps are named as the play phase's states that run them
// (machines/play-phase.machine.ts).
import type { GameState } from '../core/game-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A step of the turn that a window may interrupt, where the turn goes on once the windows close. */
export type TurnStep =
  /** Rulebook 10.2.1 and "Persona Replacement": the start-of-turn actions, before the normal card play. */
  | 'startOfTurn'
  /** Rulebook "Play a Card" and "Execute Orders": the active player's actions (`turn.act`), between two of them. */
  | 'playingCards'
  /** Rulebook "Playing 'At Any Time'": the turn's end declared, the other player's interrupts before its actions. */
  | 'endingTurn'
  /** Rulebook "End of Turn": the end-of-turn actions that ask a player for a decision, one at a time. */
  | 'endOfTurnChoices'
  /** Rulebook "End of Turn": the other end-of-turn actions, then the card draw, the very last thing. */
  | 'endOfTurn'
  /** Rulebook "End of Turn": the card draw done, the turn passes. */
  | 'cardDrawn';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether the windows open now interrupted the turn at `step` (the turn goes on there once they close).
 * @category predicates
 */
export const isResumingAt =
  (step: TurnStep) =>
  (game: GameState): boolean =>
    game.resumeAt === step;

/**
 * The step the windows open now interrupted: the one marked, else (a game resumed inside a window, with no mark) the
 * active player's actions.
 * @category predicates
 */
export const interruptedAt = (game: GameState): TurnStep => game.resumeAt ?? 'playingCards';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game with the turn interrupted at `step` by a window opening there (the same object when it already was).
 * @category operations
 */
export const interruptAt =
  (step: TurnStep) =>
  (game: GameState): GameState =>
    game.resumeAt === step ? game : { ...game, resumeAt: step };

/**
 * The game with the windows closed and the turn going on: no step marked (the same object when none was).
 * @category operations
 */
export const resume = (game: GameState): GameState => {
  if (game.resumeAt === undefined) return game;
  const { resumeAt: _resumed, ...rest } = game;
  return rest;
};
