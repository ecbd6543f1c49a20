// A fast lookup of a card instance by id in `GameState.cards`, for the hot path of listing, checking and applying
// commands. `cards` is a record of a hundred and more ids: V8 finds an id in it by a search of the record's layout,
// which is slow when every call site looks up many different ids. A `Map` of the same entries finds an id by its hash.
// Building that map costs a pass over the record, worth it only for a record asked about many times (the state of a
// decision is; the passing states inside one command are not): the map is built on the record's
// `LOOKUPS_BEFORE_INDEX`th lookup. A record is never changed once made (ARCHITECTURE "One owner of the game state"),
// so its map holds for as long as it lives; the answers are exactly `cards[id]`'s.
import type { CardId, CardInstance } from './card-instance';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

type Cards = Readonly<Record<CardId, CardInstance>>;

/** Direct lookups of one record before its map is built. */
const LOOKUPS_BEFORE_INDEX = 64;

// the record asked about last, how often, and its map once built
let lastCards: Cards | undefined;
let lookups = 0;
let index: Map<CardId, CardInstance> | undefined;

const indexOf = (cards: Cards): Map<CardId, CardInstance> => {
  const map = new Map<CardId, CardInstance>();
  for (const id in cards) map.set(id, cards[id] as CardInstance);
  return map;
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The card instance with this id in a `cards` record, or undefined: `cards[id]`.
 * @category operations
 */
export const cardIn = (cards: Cards, id: CardId): CardInstance | undefined => {
  if (cards !== lastCards) {
    lastCards = cards;
    lookups = 0;
    index = undefined;
  }
  if (index !== undefined) return index.get(id);
  if (++lookups < LOOKUPS_BEFORE_INDEX) return cards[id];
  index = indexOf(cards);
  return index.get(id);
};
