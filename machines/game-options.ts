// ARCHITECTURE "Public API": `createGame` takes its options from a caller (a server, a bot host, a saved game's
// origin) and checks their structure before anything in them is used: two decks (cards/deck-shape.ts), a seed that
// is a whole number of 32 bits (never taken modulo 2³²), player ids that are short strings and no key every object
// has (`constructor`, `toString`: ids name records' keys), a known rules edition, and no other field. A malformed
// option is refused with the path of what is wrong, never a throw.
import { Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import * as E from 'fp-ts/Either';
import { deckSchema } from '../cards/deck-shape';
import { RULES_EDITIONS } from '../domain/core/rules-options';
import type { SetupError } from '../domain/seed-phases/setup';
import type { GameOptions } from './engine-model';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The largest seed: seeds are whole numbers of 32 bits. */
export const MAX_SEED = 2 ** 32 - 1;

const playerId = Type.String({ minLength: 1, maxLength: 100 });

/**
 * The structure of the options of a game that begins from two decks (`inspect`, a function, is checked apart).
 * @category model
 */
export const gameOptionsSchema = Type.Object(
  {
    decks: Type.Tuple([deckSchema, deckSchema]),
    seed: Type.Integer({ minimum: 0, maximum: MAX_SEED }),
    startingPlayer: Type.Optional(playerId),
    players: Type.Optional(Type.Tuple([playerId, playerId])),
    rules: Type.Optional(Type.Union(RULES_EDITIONS.map((edition) => Type.Literal(edition)))),
    allowUnimplemented: Type.Optional(Type.Boolean()),
    inspect: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);

const checker = TypeCompiler.Compile(gameOptionsSchema);

const malformed = (message: string): SetupError => ({ rule: 'Setup', message, player: null, problems: [] });

/** An id that names a key every object has would read a prototype's member where a record has no entry. */
const isPrototypeKey = (id: string): boolean => id in Object.prototype;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The options when they have the structure `createGame` needs, else what is wrong and where.
 * @category operations
 */
export const checkGameOptions = (value: unknown): E.Either<SetupError, GameOptions> => {
  try {
    const error = checker.Errors(value).First();
    if (error !== undefined)
      return E.left(malformed(`The game options are malformed at "${error.path || '/'}": ${error.message}.`));
    const options = value as GameOptions;
    const prototypeKey = [...(options.players ?? []), options.startingPlayer ?? ''].find(isPrototypeKey);
    if (prototypeKey !== undefined)
      return E.left(
        malformed(`"${prototypeKey}" cannot be a player id: every object has a key of that name.`),
      );
    const { inspect } = options;
    if (
      inspect !== undefined &&
      typeof inspect !== 'function' &&
      (typeof inspect !== 'object' || inspect === null)
    )
      return E.left(
        malformed('The game options are malformed at "/inspect": not an observer or a function.'),
      );
    return E.right(options);
  } catch {
    // a getter or proxy that throws: the options cannot be read
    return E.left(malformed('The game options could not be read.'));
  }
};
