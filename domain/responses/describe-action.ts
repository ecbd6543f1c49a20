// Rulebook "Playing 'At Any Time'": a response window refuses a command that does not answer the action under way,
// and its refusal names that action.

import { named } from '../core/chronicle';
import type { GameState } from '../core/game-state';
import type { Action } from './model';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * An action as a refusal names it.
 * @category operations
 */
export const describeAction = (action: Action, game: GameState): string => {
  switch (action.kind) {
    case 'cardPlay':
      return `${named(action.command.card)(game)} just played`;
    case 'cardDraw':
      return `${action.player}'s card draw`;
    case 'turnEnd':
      return `the end of ${action.player}'s turn`;
    case 'battleInitiated':
      return `the ${action.battle} battle ${action.player} just initiated`;
    case 'personnelKilled':
      return 'the personnel just killed';
    case 'shipsBeingDestroyed':
      return 'the ships being destroyed';
    case 'personnelTargetedToDie':
      return 'the personnel targeted to die';
    case 'missionCompleted':
      return `the mission ${action.player} just completed`;
  }
};
