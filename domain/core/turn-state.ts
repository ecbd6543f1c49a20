// Rulebook "Playing the Game" and 12.2 Turns: the current turn's data (`GameState.turn`).
import type { CardId, PlayerId } from './card-instance';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * One completed (or, for a card play waiting on responses, initiated) action of a player's turn, as the game state
 * holds it: plain data, what the action changed kept beside it (domain/responses/action-changes.ts).
 */
export interface ActionRecord {
  readonly player: PlayerId;
  /** The command's type, e.g. `ship.move`, for the log. */
  readonly command: string;
  /** A card play whose results wait in a response window (domain/responses): the card played. */
  readonly awaiting?: CardId;
}

/** Turn data (Rulebook "Playing the Game", 12.2 Turns). */
export interface TurnState {
  readonly number: number;
  readonly active: PlayerId;
  readonly normalCardPlayUsed: boolean;
  readonly ordersBegun: boolean;
  /**
   * Rulebook "General Quarters: The Personnel Download Limit" (L476): "you may not download personnel into play more
   * often than once every turn": the players who downloaded personnel this turn (each player once in every turn, theirs
   * or the opponent's; the example of L478 waits for the opponent's turn to download again).
   */
  readonly personnelDownloaded: ReadonlyArray<PlayerId>;
  /** README "End of the game": players whose last end-of-turn draw found their draw deck empty. */
  readonly exhaustedDrawDecks: ReadonlyArray<PlayerId>;
  /** Rulebook "Playing the Game": the players' last actions this turn, to undo (domain/responses/action-record.ts); absent if none. */
  readonly actions?: ReadonlyArray<ActionRecord>;
  /**
   * "End turn" (Temporal Causality Loop), "Immediately end your turn" (End Transmission): the turn ends once the action
   * under way is over; absent otherwise.
   */
  readonly mustEnd?: true;
}

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "End of Turn" (L956): "When you are finished executing orders for the turn, announce that you are ending your
// turn"; a card that ends the turn makes that announcement for its player as soon as the action under way is over
/**
 * The turn, marked to end once the action under way is over (the play phase then goes to the end of the turn).
 * @category operations
 */
export const endingTurn = (turn: TurnState): TurnState => ({ ...turn, mustEnd: true });
