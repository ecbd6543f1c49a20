// Rulebook "Draw": cards drawn from the top of a player's draw deck into their hand (the draws card text makes: Kivas
// Fajo - Collector, Morn, Guest Quarters; the end-of-turn draw is domain/turn/turn.ts `drawCard`).
import { cardsIn, type GameState, moveCard, type PlayerId } from './game-state';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Draw": cards are drawn from the top of the draw deck; an empty deck draws nothing more
/**
 * The player draws up to `count` cards from the top of their draw deck into their hand.
 * @category operations
 */
export const drawCards =
  (player: PlayerId, count: number) =>
  (game: GameState): GameState =>
    cardsIn({ kind: 'drawDeck', player })(game)
      .slice(0, count)
      .reduce((g, id) => moveCard(id, { kind: 'hand', player }, 'bottom')(g), game);
