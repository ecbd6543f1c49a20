// Rulebook "Playing a Card" L319 ("Cards remain in play until they are nullified, discarded, …") and Rulings
// "disabled" ("until the card or effect is cured or nullified"): nullifying a card ends what it does. A card in play
// (or being played) is discarded, which ends the lasting modifiers it keeps (Rulebook "Leaving Play"); the lasting
// effects it created end too, though it left play already: an interrupt's or event's modifier "for this turn" kept in
// the turn's record (./until-end-of-turn.ts), and a lasting modifier naming it as its source (Regenerate: "nullifying
// any cards reducing its attributes").

import { leavePlay } from '../cards-in-play/leave-play';
import { isInPlay } from '../cards-in-play/persona';
import { named, record } from '../core/chronicle';
import type { CardId, GameState } from '../core/game-state';
import { endThisTurn } from '../core/this-turn';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The card nullified: discarded when in play or being played, and every modifier whose source it is ended, lasting
 * or for this turn (noted when the card had left play already).
 * @category operations
 */
export const nullifyCard =
  (id: CardId) =>
  (game: GameState): GameState => {
    const card = game.cards[id];
    if (card === undefined) return game;
    if (isInPlay(card) || card.zone.kind === 'beingPlayed')
      return endEffectsOf(id)(leavePlay(id, 'discard')(game));
    const ended = endEffectsOf(id)(game);
    return ended === game
      ? game
      : record(`the effects of ${named(id)(game)} end: it is nullified`, id)(ended);
  };

// Helpers

/** The lasting effects whose source is the card ended: its lasting modifiers and its modifiers for this turn. */
const endEffectsOf =
  (id: CardId) =>
  (game: GameState): GameState => {
    const modifiers = game.modifiers.filter((m) => m.source !== id);
    const lasting = modifiers.length === game.modifiers.length ? game : { ...game, modifiers };
    return endThisTurn((e) => e.kind === 'modifier' && e.modifier.source === id)(lasting);
  };
