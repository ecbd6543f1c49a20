// Rulebook "Leaving Play": card text that discards cards in play by description rather than by target. Yellow Alert:
// "cancels (discards) … {Red Alert!}": every card in play that matches leaves play to its owner's discard pile, with
// the cards played on it.

import { leavePlay } from '../cards-in-play/leave-play';
import { isInPlay } from '../cards-in-play/persona';
import { hasSkill } from '../cards-in-play/skills';
import type { GameState } from '../core/game-state';
import { matches } from './filters';
import type { Interpreter } from './immediate';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Every card in play matching the effect's filter (read for the card's player: "your") discarded, whoever controls it.
 * @category operations
 */
export const discardAllInPlay: Interpreter<'discardAllInPlay'> = (effect, choices) => (game) => {
  const context = { player: choices.player, hasSkill };
  const discarded = Object.values(game.cards)
    .filter((c) => c.id !== choices.card && isInPlay(c) && matches(effect.filter, c.id, context)(game))
    .map((c) => c.id);
  // a card played on another that is discarded first has already left with it
  return discarded.reduce(
    (g: GameState, id) =>
      g.cards[id] !== undefined && isInPlay(g.cards[id]) ? leavePlay(id, 'discard')(g) : g,
    game,
  );
};
