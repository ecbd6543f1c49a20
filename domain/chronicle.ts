// The chronicle: what happened in the game, in order, as plain sentences (attempts begun and their outcome, seed cards
// revealed, dilemma effects, cards killed or discarded, draws, countdowns expiring, the end of the game). The domain
// operations that matter append to it; the engine hands each command the entries it produced. It is the omniscient
// record: `view` (domain/view.ts) does not filter it yet, so it may name cards a player could not see.
import { blueprintOf, type CardId, type GameState } from './game-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** One thing that happened: the turn it happened in, a readable sentence, and the card it is mostly about. */
export interface ChronicleEntry {
  readonly turn: number;
  readonly text: string;
  readonly card?: CardId;
}

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

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Appends one entry to the chronicle, in the current turn (the only change the chronicle ever undergoes).
 * @category operations
 */
export const record =
  (text: string, card?: CardId) =>
  (game: GameState): GameState => {
    const entry: ChronicleEntry =
      card === undefined ? { turn: game.turn.number, text } : { turn: game.turn.number, text, card };
    return { ...game, chronicle: [...game.chronicle, entry] };
  };

/**
 * The entries appended since the chronicle had `since` entries (what one command produced).
 * @category operations
 */
export const entriesSince =
  (since: number) =>
  (game: GameState): ReadonlyArray<ChronicleEntry> =>
    game.chronicle.slice(since);
