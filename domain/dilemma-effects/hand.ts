// Rulebook "Draw": dilemmas that make the encountering player draw (Iconian Computer Weapon's "replenish from top of
// draw deck", after the general verb `discard` on a selection of their hand).
import type { Effect } from '../../cards/language/dilemma-language';
import { drawCards } from '../core/draw-cards';
import { type Interpreter, proceed, selected } from '../mission-attempt/encounter-state';

type On<T extends Effect['type']> = Interpreter<Extract<Effect, { type: T }>>;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Draw": cards are drawn from the top of the draw deck; an empty deck draws nothing more
/**
 * The encountering player draws the effect's count, or one card for each card of the named selection.
 * @category operations
 */
export const draw: On<'draw'> = (effect, encounter, game) => {
  const count =
    typeof effect.count === 'number' ? effect.count : selected(encounter, effect.count.perCardOf).length;
  return proceed(encounter, drawCards(encounter.player, count)(game));
};
