// The game log: one readable entry per accepted command, card ids shown with their titles, with what the command
// made happen (its chronicle entries, domain/core/chronicle.ts).

import type { CommandBase } from '../core/decision';
import { blueprintOf, type GameState, type PlayerId } from '../core/game-state';
import type { Unseen } from '../core/looking-at-cards';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** One accepted command, numbered from 1, with a readable text. */
export interface LogEntry {
  readonly seq: number;
  readonly turn: number;
  readonly phase: GameState['phase'];
  readonly player: PlayerId;
  readonly command: CommandBase;
  readonly text: string;
  /** What the command made happen, in order: the texts of the chronicle entries it produced (omniscient). */
  readonly events: ReadonlyArray<string>;
  /** For each player, the cards named here they saw at no moment of the command (domain/view/view-log.ts); absent if none. */
  readonly unseen?: Unseen;
}

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const describeValue =
  (value: unknown) =>
  (game: GameState): string => {
    if (typeof value === 'string' && game.cards[value] !== undefined)
      return `${blueprintOf(value)(game).title} (${value})`;
    if (Array.isArray(value)) return `[${value.map((item) => describeValue(item)(game)).join(', ')}]`;
    if (typeof value === 'object' && value !== null) return JSON.stringify(value);
    return String(value);
  };

/**
 * The log entry of a command, read against the state it was given in (card ids become titles), with the texts of
 * what it made happen.
 * @category operations
 */
export const describeCommand =
  (seq: number, command: CommandBase, events: ReadonlyArray<string> = []) =>
  (game: GameState): LogEntry => {
    const details = Object.entries(command)
      .filter(([key]) => key !== 'type' && key !== 'player')
      .map(([key, value]) => `${key}=${describeValue(value)(game)}`);
    return {
      seq,
      turn: game.turn.number,
      phase: game.phase,
      player: command.player,
      command,
      text: `${command.player} ${command.type}${details.length > 0 ? ` ${details.join(', ')}` : ''}`,
      events,
    };
  };
