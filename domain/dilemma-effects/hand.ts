// Rulebook "Leaving Play" and "Draw": dilemmas that make the encountering player discard from hand and draw.
import type { Effect } from '../../cards/language/dilemma-language';
import { cardsIn, type GameState, moveCard, type PlayerId } from '../core/game-state';
import { type Interpreter, proceed } from '../mission-attempt/encounter-state';
import { matches } from './filters';

type On<T extends Effect['type']> = Interpreter<Extract<Effect, { type: T }>>;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Draw": cards are drawn from the top of the draw deck; an empty deck draws nothing more
/**
 * Draws up to `count` cards from the top of the player's draw deck into their hand.
 * @category operations
 */
export const draw =
  (player: PlayerId, count: number) =>
  (game: GameState): GameState =>
    cardsIn({ kind: 'drawDeck', player })(game)
      .slice(0, count)
      .reduce((g, id) => moveCard(id, { kind: 'hand', player })(g), game);

/**
 * Discards the cards in the encountering player's hand that match, then draws as many ("re-boot").
 * @category operations
 */
export const replaceHand: On<'replaceHand'> = (effect, encounter, game) => {
  const player = encounter.player;
  const gone = cardsIn({ kind: 'hand', player })(game).filter((id) => matches(effect.discard, id)(game));
  const discarded = gone.reduce((g, id) => moveCard(id, { kind: 'discard', player })(g), game);
  return proceed(encounter, draw(player, gone.length)(discarded));
};
