// Rulebook "Leaving Play": discarded and killed cards go to their owner's discard pile, dilemmas out of play instead,
// and the cards played on a card leave with it. A destroyed ship's crew is killed with it.
import {
  blueprintOf,
  type CardId,
  type CardInstance,
  cardsIn,
  type GameState,
  moveCard,
  updateCard,
  type Zone,
} from '../game-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Where a card that leaves play goes. */
export type Destination = 'discard' | 'outOfPlay' | 'hand';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Leaving Play": "Dilemmas are placed out-of-play instead of being discarded (even when the dilemma
// specifies 'discard dilemma')"; cards played on it leave play in the same manner
/**
 * Takes a card out of play to its owner's discard pile, out-of-play pile or hand, with the cards played on it;
 * it comes back unstopped, undamaged and controlled by its owner, and lasting modifiers on it or from it end.
 * @category operations
 */
export const leavePlay =
  (id: CardId, to: Destination) =>
  (game: GameState): GameState => {
    const hosted = cardsIn({ kind: 'playedOn', host: id })(game);
    const cleared = hosted.reduce((g, on) => leavePlay(on, to)(g), game);
    const card = cleared.cards[id] as CardInstance;
    const type = blueprintOf(id)(cleared).type;
    const isDilemma = type === 'Dilemma' || type === 'Q Dilemma';
    const pile: Zone['kind'] = to === 'discard' && isDilemma ? 'outOfPlay' : to;
    const moved = moveCard(id, { kind: pile, player: card.owner } as Zone)(cleared);
    const reset = updateCard(id, (c) => {
      const { disabled: _d, stasis: _s, houseArrest: _h, countdown: _c, ...rest } = c;
      return { ...rest, controller: c.owner, faceUp: true, stopped: false, damage: 0 };
    })(moved);
    const modifiers = reset.modifiers.filter((m) => m.target !== id && m.source !== id);
    return modifiers.length === reset.modifiers.length ? reset : { ...reset, modifiers };
  };

// Rulebook "Leaving Play": a killed personnel is discarded
/**
 * Kills a personnel: it goes to its owner's discard pile.
 * @category operations
 */
export const kill = (id: CardId) => leavePlay(id, 'discard');

// Rulebook "Leaving Play": "if a ship is destroyed, all personnel aboard are killed and discarded"
/**
 * Destroys a ship or facility: every card aboard is killed or discarded, then the ship is discarded.
 * @category operations
 */
export const destroy =
  (id: CardId) =>
  (game: GameState): GameState => {
    const aboard = cardsIn({ kind: 'aboard', carrier: id })(game);
    return leavePlay(id, 'discard')(aboard.reduce((g, c) => leavePlay(c, 'discard')(g), game));
  };
