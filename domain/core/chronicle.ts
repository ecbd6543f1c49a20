// The chronicle: what happened in the game, in order, as plain sentences (attempts begun and their outcome, seed cards
// revealed, dilemma effects, cards killed or discarded, draws, countdowns expiring, the end of the game). The domain
// operations that matter append to it; the engine hands each command the entries it produced. It is the omniscient
// record; each entry also notes which named cards each player could not see when it happened (Rulebook "Looking at
// Cards"), so that a player's log (domain/view/view-log.ts) withholds their titles.

import type { ChronicleEntry } from './chronicle-entry';
import { blueprintOf, type CardId, type CardInstance, type GameState, type PlayerId } from './game-state';
import { markedCloaked, seenByRule, unseenNow } from './looking-at-cards';

export type { ChronicleEntry } from './chronicle-entry';

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * A card as the chronicle names it: `Title (id)`.
 * @category constructors
 */
export const named =
  (card: CardId) =>
  (game: GameState): string =>
    game.cards[card] === undefined ? card : `${blueprintOf(card)(game).title} (${card})`;

const mention = /\(([^()\s]+)\)/g;

/**
 * The cards a text names (`named` writes `Title (id)`), each once, in order.
 * @category operations
 */
export const cardsNamed =
  (text: string) =>
  (game: GameState): ReadonlyArray<CardId> => {
    if (!text.includes('(')) return [];
    const found: CardId[] = [];
    for (const [, id] of text.matchAll(mention))
      if (id !== undefined && game.cards[id] !== undefined && !found.includes(id)) found.push(id);
    return found;
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Looking at Cards": as the rules alone decide, any ship marked cloaked hidden (`View.canSee` may show more,
// as card text allows; asking it here would tie the chronicle to every card text)
const seesByRule = (viewer: PlayerId, card: CardInstance) => seenByRule(viewer, card, markedCloaked);

const append = (entry: ChronicleEntry, game: GameState): GameState => ({
  ...game,
  chronicle: [...game.chronicle, entry],
});

/**
 * Appends one entry to the chronicle, in the current turn (the only change the chronicle ever undergoes), noting the
 * named cards each player cannot see now.
 * @category operations
 */
export const record =
  (text: string, card?: CardId) =>
  (game: GameState): GameState => {
    const unseen = unseenNow(seesByRule, cardsNamed(text)(game))(game);
    return append(
      {
        turn: game.turn.number,
        text,
        ...(card === undefined ? {} : { card }),
        ...(unseen === undefined ? {} : { unseen }),
      },
      game,
    );
  };

// Rulebook "Probing": a probe card is revealed to both players, wherever it goes next
/**
 * Appends an entry whose named cards are shown face up to both players as it happens.
 * @category operations
 */
export const recordShown =
  (text: string, card?: CardId) =>
  (game: GameState): GameState =>
    append(
      card === undefined ? { turn: game.turn.number, text } : { turn: game.turn.number, text, card },
      game,
    );

/**
 * The entries appended since the chronicle had `since` entries (what one command produced).
 * @category operations
 */
export const entriesSince =
  (since: number) =>
  (game: GameState): ReadonlyArray<ChronicleEntry> =>
    game.chronicle.slice(since);
