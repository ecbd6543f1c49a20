// A deck is a value: what depends on it alone (its validation against the card database, its cards whose game text is
// not implemented) need not be computed again for each game it plays, when a series of games starts from the same
// deck objects (simulations, benchmarks, fuzzing, a tree search's restarts; issue #17 "createGame in 0.5 ms"). But
// ARCHITECTURE "Public API": nothing that reaches the engine is trusted by identity, and a caller may change a deck
// object between two games (TypeScript's `readonly` binds no one at run time). So each answer is kept with a copy of
// what the deck held when it was computed, and given again only while the deck still holds exactly that; else it is
// computed afresh. Two equal decks in different objects are computed once each. An answer is kept only when the card
// database has every card the deck names: the database grows while the engine runs (stand-in cards registered,
// cards/registry/stand-ins.ts) and a deck naming a card not yet there may be answered otherwise once it is; what it
// says of cards it has does not change. The answers are exactly `f`'s.
import * as O from 'fp-ts/Option';
import { loadCardDatabase } from '../../cards/database';
import type { Deck, DeckSection } from '../../cards/deck-list';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Everything a deck holds, in order: each section's line, size, and blueprint id and line of each entry. */
type Contents = ReadonlyArray<string | number>;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const pushSection = (into: Array<string | number>, section: DeckSection): void => {
  into.push(section.line, section.cards.length);
  for (const entry of section.cards) into.push(entry.id, entry.line);
};

/**
 * What a deck holds, as a flat list: two decks with the same contents are the same deck to every deck function.
 * @category operations
 */
export const contentsOf = (deck: Deck): Contents => {
  const contents: Array<string | number> = [];
  pushSection(contents, deck.missions);
  pushSection(contents, deck.seed);
  pushSection(contents, deck.draw);
  pushSection(contents, deck.sites);
  contents.push(deck.sideDecks.length);
  for (const side of deck.sideDecks) {
    contents.push(side.doorway);
    pushSection(contents, side);
  }
  return contents;
};

/** Whether the card database has every blueprint a deck names (its cards and side decks' doorways). */
const namesKnownCards = (deck: Deck): boolean => {
  const database = loadCardDatabase();
  const known = (section: DeckSection): boolean =>
    section.cards.every((entry) => O.isSome(database.byId(entry.id)));
  return (
    [deck.missions, deck.seed, deck.draw, deck.sites].every(known) &&
    deck.sideDecks.every((side) => O.isSome(database.byId(side.doorway)) && known(side))
  );
};

const sameContents = (a: Contents, b: Contents): boolean => {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
};

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * `f`, computed once per deck object for as long as the object holds the same cards, all in the card database (see
 * above): for a pure `f` of a deck and the database whose answer is immutable (frozen, as it is shared by every call).
 * @category constructors
 */
export const memoizeDeck = <A>(f: (deck: Deck) => A): ((deck: Deck) => A) => {
  const cache = new WeakMap<Deck, { readonly contents: Contents; readonly value: A }>();
  return (deck) => {
    const contents = contentsOf(deck);
    const held = cache.get(deck);
    if (held !== undefined && sameContents(held.contents, contents)) return held.value;
    const value = f(deck);
    if (namesKnownCards(deck)) cache.set(deck, { contents, value });
    return value;
  };
};
