// Rulebook "Playing the Game" (a turn begins: stopped cards unstop, then the start-of-turn actions, before the normal
// card play) and 12.2 "every": the triggered abilities of the declared cards in play on the start of a turn
// (`turn.starting`, cards/language/when-language.ts: Rogue Borg Mercenaries' "Battles crew … at start of every
// players' turn"), found through the index of the cards in play, in the order of the cards in play; each acts as its
// card (`thisCard`). `Turn.beginTurn` calls `atStartOfTurn` through the turn port (domain/turn/turn-port.ts) once the turn has begun.
import { isInPlay } from '../cards-in-play/persona';
import type { GameState } from '../core/game-state';
import { resolve } from './immediate';
import { triggersInPlay } from './in-play';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after the start-of-turn abilities of the declared cards in play for the turn now beginning, in the order of
 * the cards in play.
 * @category operations
 */
export const atStartOfTurn = (game: GameState): GameState =>
  triggersInPlay('turn.starting')(game).reduce((g, { source, ability }) => {
    const card = g.cards[source.id];
    // Rulebook 12.2: "every" turn is every turn of any player (the only start-of-turn timing declared)
    if (card === undefined || !isInPlay(card)) return g;
    return resolve(ability.effects, {
      player: card.controller,
      card: card.id,
      targetCard: null,
      targetPlayer: null,
      take: null,
    })(g);
  }, game);
