// Rulebook "Playing the Game" and 12.2 Turns: the current turn's data (`GameState.turn`).
import type { ActionRecord } from '../turn/action-record';
import type { PlayerId } from './card-instance';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Turn data (Rulebook "Playing the Game", 12.2 Turns). */
export interface TurnState {
  readonly number: number;
  readonly active: PlayerId;
  readonly normalCardPlayUsed: boolean;
  readonly ordersBegun: boolean;
  /** Rulebook "General Quarters: The Personnel Download Limit": once every turn, either player's turn. */
  readonly personnelDownloaded: boolean;
  /** README "End of the game": players whose last end-of-turn draw found their draw deck empty. */
  readonly exhaustedDrawDecks: ReadonlyArray<PlayerId>;
  /** Rulebook "Playing the Game": the players' last actions this turn, to undo (domain/turn/action-record.ts); absent if none. */
  readonly actions?: ReadonlyArray<ActionRecord>;
  /** Temporal Causality Loop "end turn": the turn ends once the action under way is over; absent otherwise. */
  readonly mustEnd?: true;
}
