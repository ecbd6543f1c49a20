// Current Rulings 2000-06-26 "battle": "The Borg Ship dilemma and Rogue Borg are considered self-controlled": what
// the self-controlled cards do on their own, no player initiating it, at a step of the turn (domain/core/turn-step.ts):
// at the start of a turn, the battles due then (Rogue Borg Mercenaries: "Battles crew … at start of every players'
// turn", demanded by its trigger on the start of the turn); between the active player's actions, the battles due "now" (Rogue Borg Mercenaries: "Battles crew now";
// Lore Returns: the ship's attack once ordered); at the end of the turn, those "now" battles (a Rogue Borg played at
// the end of the turn), then each self-controlled ship's attack and move (Borg Ship: "End of every turn: Attacks all
// ships, then moves"). The play phase asks whether anything is due at its step and runs it in one invoked child
// (machines/self-controlled.machine.ts) that runs each battle and move (`SelfControlled.moveNext`).
import type { SelfControlledAttack } from '../battle-rules/battle-model';
import * as RogueBorg from '../battle-rules/rogue-borg';
import * as SelfControlled from '../battle-rules/self-controlled';
import type { GameState } from '../core/game-state';
import type { TurnStep } from '../core/turn-step';
import * as LoreReturns from './lore-returns';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A battle no player initiates, and the game recording that it is fought. */
export interface DueBattle {
  readonly game: GameState;
  readonly attack: SelfControlledAttack | RogueBorg.RogueBorgAttack;
}

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a self-controlled card has a battle due at `step` (none at the steps not named above).
 * @category predicates
 */
export const hasBattleDue =
  (step: TurnStep) =>
  (game: GameState): boolean => {
    switch (step) {
      case 'startOfTurn':
        return RogueBorg.hasBattleDue(game);
      case 'playingCards':
        return LoreReturns.hasBattleNow(game);
      case 'endOfTurn':
        return LoreReturns.hasBattleNow(game) || SelfControlled.hasAttackDue(game);
      default:
        return false;
    }
  };

// Borg Ship: "then moves": only at the end of the turn
/**
 * Whether a self-controlled ship has a move due at `step`.
 * @category predicates
 */
export const hasMoveDue =
  (step: TurnStep) =>
  (game: GameState): boolean =>
    step === 'endOfTurn' && SelfControlled.hasActionDue(game);

/**
 * Whether a self-controlled card has a battle or a move due at `step`.
 * @category predicates
 */
export const hasActDue =
  (step: TurnStep) =>
  (game: GameState): boolean =>
    hasBattleDue(step)(game) || hasMoveDue(step)(game);

// Rulebook "Playing the Game": between two of the active player's actions a battle due "now" is one action; the
// checks between actions (a choice, a response window, the end of the game) come before the next one
/**
 * Whether `step` is between the active player's actions, where one battle is fought at a time.
 * @category predicates
 */
export const isBetweenActions = (step: TurnStep): boolean => step === 'playingCards';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The battle due at `step` (at the end of the turn, a battle "now" before the ships' attacks), and the game recording
 * it; throws when none is due (a programming error: guarded by `hasBattleDue`).
 * @category operations
 */
export const dueBattle =
  (step: TurnStep) =>
  (game: GameState): DueBattle => {
    if (step === 'startOfTurn') return RogueBorg.dueAttack(game);
    if (step !== 'endOfTurn' || LoreReturns.hasBattleNow(game)) return LoreReturns.dueBattleNow(game);
    return SelfControlled.dueAttack(game);
  };
