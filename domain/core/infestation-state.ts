// Rulebook 12.3 Control (Alien Parasites: "opponent immediately controls ship and crew until 'stopped'"): the shape of
// an opponent's control of an infected ship and crew, kept in GameState.infestation so that any decision point
// persists and restores (domain/special-rules/infestation.ts begins and ends it), and who gives orders meanwhile.
import type { CardId, LocationId, PlayerId } from './card-instance';
import type { GameState } from './game-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The opponent's control of an infected ship and crew (`GameState.infestation`). */
export interface Infestation {
  /** The Alien Parasites dilemma, set aside on the mission until it is reseeded. */
  readonly dilemma: CardId;
  readonly location: LocationId;
  /** The opponent, who controls the cards and gives orders with them. */
  readonly player: PlayerId;
  /** The player whose turn it is, to whom control returns. */
  readonly returnsTo: PlayerId;
  /** The ship or facility taken, or null when the Away Team had nowhere to beam back to. */
  readonly ship: CardId | null;
  /** Every card taken: the ship, the cards played on it, its crew (and the Away Team). */
  readonly cards: ReadonlyArray<CardId>;
  /** The personnel who encountered the dilemma, stopped when control returns. */
  readonly team: ReadonlyArray<CardId>;
}

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Alien Parasites: the opponent gives orders in the middle of the turn; Rulebook "Playing the Game" otherwise
/**
 * The player who gives orders now: the opponent controlling an infected ship and crew, else the active player.
 * @category predicates
 */
export const ordersGiver = (game: GameState): PlayerId => game.infestation?.player ?? game.turn.active;
