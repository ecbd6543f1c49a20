// README "No silent blank cards" and Rulebook "Building a Deck": a deck is legal under the deck-building rules
// (domain/deck-building/deck-building.ts), and, unless its player allows them, has no card whose game text the engine
// does not implement (domain/card-effects/coverage.ts): such a card would play as a blank card.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { loadCardDatabase } from '../../cards/database';
import type { Deck, DeckEntry, DeckProblem } from '../../cards/deck-list';
import { checkDeckShape } from '../../cards/deck-shape';
import { deepFreeze } from '../core/frozen';
import * as DeckBuilding from '../deck-building/deck-building';
import { memoizeDeck } from '../deck-building/deck-memo';
import { textStatus } from './coverage';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

export interface DeckOptions {
  /** Cards whose game text is not implemented are allowed, and play as blank cards (default false: refused). */
  readonly allowUnimplemented?: boolean;
}

/** The rule of a deck problem that names an unimplemented card. */
export const UNIMPLEMENTED = 'Unimplemented card text';

/** The rule of the problem of a value that is not a deck (cards/deck-shape.ts). */
export const MALFORMED_DECK = 'Malformed deck';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * One problem per deck line whose card's game text is not implemented, saying why and how to allow it (a frozen list,
 * computed once per deck: domain/deck-building/deck-memo.ts, issue #17).
 * @category operations
 */
export const unimplementedCards = memoizeDeck((deck: Deck): ReadonlyArray<DeckProblem> => {
  const database = loadCardDatabase();
  const entries: ReadonlyArray<DeckEntry> = [
    ...deck.missions.cards,
    ...deck.seed.cards,
    ...deck.draw.cards,
    ...deck.sites.cards,
    ...deck.sideDecks.flatMap((side) => [{ id: side.doorway, line: side.line }, ...side.cards]),
  ];
  const lines = new Set<number>();
  const problems = entries.flatMap((entry): ReadonlyArray<DeckProblem> => {
    if (lines.has(entry.line)) return [];
    lines.add(entry.line);
    const card = database.byId(entry.id);
    if (O.isNone(card)) return [];
    const status = textStatus(card.value);
    if (status.implemented) return [];
    return [
      {
        line: entry.line,
        rule: UNIMPLEMENTED,
        message: `${card.value.title} (${card.value.id}): its game text is not implemented (${status.reason}); it would play as a blank card: allow it with allowUnimplemented: true (createGame, validateDeck)`,
      },
    ];
  });
  return deepFreeze([...problems].sort((a, b) => a.line - b.line));
});

/**
 * The deck when it breaks no deck-building rule and (unless `allowUnimplemented`) has no card whose game text is not
 * implemented, else every problem at once, in line order; a value without a deck's structure (cards/deck-shape.ts) is
 * one problem, at line 0.
 * @category operations
 */
export const validateDeck = (
  deck: Deck,
  options: DeckOptions = {},
): E.Either<ReadonlyArray<DeckProblem>, Deck> => {
  const shape = checkDeckShape(deck);
  if (E.isLeft(shape)) return E.left([{ line: 0, rule: MALFORMED_DECK, message: shape.left }]);
  const built = DeckBuilding.validateDeck(deck);
  // the options are a caller's object too: anything but `{ allowUnimplemented: true }` allows nothing
  const allowed = typeof options === 'object' && options !== null && options.allowUnimplemented === true;
  const blank = allowed ? [] : unimplementedCards(deck);
  const problems = [...(E.isLeft(built) ? built.left : []), ...blank].sort((a, b) => a.line - b.line);
  return problems.length > 0 ? E.left(problems) : E.right(deck);
};
