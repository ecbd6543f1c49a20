// ARCHITECTURE "Public API": what reaches the engine from outside is checked before it is used. A `Deck` is what
// `parseDeck` makes of a deck list, but `createGame`, `validateDeck` and a saved game's origin take the object as a
// caller gives it: its structure is checked here first (exact fields, bounded strings and lists, whole line numbers),
// so that a malformed deck is refused with the path of what is wrong instead of failing inside the rules.
import { Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import * as E from 'fp-ts/Either';
import type { Deck } from './deck-list';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The most entries a section may hold: far more than any deck list `parseDeck` reads (a file of at most 1 MB). */
const MAX_ENTRIES = 10_000;

const blueprintId = Type.String({ minLength: 1, maxLength: 100 });

const line = Type.Integer({ minimum: 0, maximum: 10_000_000 });

const sectionFields = {
  line,
  cards: Type.Array(Type.Object({ id: blueprintId, line }, { additionalProperties: false }), {
    maxItems: MAX_ENTRIES,
  }),
};

const section = Type.Object(sectionFields, { additionalProperties: false });

/**
 * The structure of a `Deck` (cards/deck-list.ts) as a JSON Schema.
 * @category model
 */
export const deckSchema = Type.Object(
  {
    missions: section,
    seed: section,
    draw: section,
    sites: section,
    sideDecks: Type.Array(
      Type.Object({ ...sectionFields, doorway: blueprintId }, { additionalProperties: false }),
      { maxItems: 100 },
    ),
  },
  { additionalProperties: false },
);

const checker = TypeCompiler.Compile(deckSchema);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The value as a `Deck` when it has a deck's structure, else what is wrong and where (`what` names it in the message:
 * "p2's deck", "the deck").
 * @category operations
 */
export const checkDeckShape = (value: unknown, what = 'The deck'): E.Either<string, Deck> => {
  try {
    const error = checker.Errors(value).First();
    return error === undefined
      ? E.right(value as Deck)
      : E.left(`${what} is malformed at "${error.path || '/'}": ${error.message}.`);
  } catch {
    // a getter or proxy that throws: the value cannot be read as a deck
    return E.left(`${what} could not be read as a deck.`);
  }
};
