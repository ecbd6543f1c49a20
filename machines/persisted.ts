// The envelope `persist` writes and `restore` reads: where the game began, its commands, and the digest of the game
// they gave. Its structure is checked before anything in it is used; its commands are then replayed from the origin
// (machines/engine.ts `restore`), and the game they give must have the saved digest. A save holds no state to take on
// trust: the state, the log's text and the machines' snapshots are what the replay makes of its commands (issue #17:
// a save is about a fifth of one that held them).
import { type Static, Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import * as E from 'fp-ts/Either';
import { deckSchema } from '../cards/deck-shape';
import { RULES_EDITIONS } from '../domain/core/rules-options';
import { MAX_SEED } from './game-options';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * The persisted format. Version 3: card ids drawn per game (domain/seed-phases/card-ids.ts), the log replayed;
 * version 4: the origin, the commands and a digest of the game they give, no state (and the play phase's generic
 * windows, `responding` and `choosing`, which a version-3 save's machine snapshots do not have).
 */
export const FORMAT = 'stccg-1e-game';
export const VERSION = 4;

const playerIds = Type.Tuple([Type.String({ maxLength: 100 }), Type.String({ maxLength: 100 })]);

/** The structure of a persisted game (its scenario state and commands are checked by replaying them). */
export const persistedSchema = Type.Object(
  {
    format: Type.Literal(FORMAT),
    version: Type.Literal(VERSION),
    origin: Type.Union([
      Type.Object(
        {
          kind: Type.Literal('decks'),
          decks: Type.Tuple([deckSchema, deckSchema]),
          seed: Type.Integer({ minimum: 0, maximum: MAX_SEED }),
          startingPlayer: Type.String({ maxLength: 100 }),
          players: Type.Optional(playerIds),
          rules: Type.Optional(Type.Union(RULES_EDITIONS.map((edition) => Type.Literal(edition)))),
          allowUnimplemented: Type.Optional(Type.Boolean()),
        },
        { additionalProperties: false },
      ),
      Type.Object(
        { kind: Type.Literal('scenario'), initial: Type.Object({}) },
        { additionalProperties: false },
      ),
    ]),
    commands: Type.Array(Type.Unknown()),
    digest: Type.String({ pattern: '^[0-9a-f]{14}$' }),
  },
  { additionalProperties: false },
);

export type Persisted = Static<typeof persistedSchema>;

const checker = TypeCompiler.Compile(persistedSchema);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** The envelope of a persisted game, or what is wrong with its structure. */
export const parsePersisted = (json: string): E.Either<string, Persisted> => {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return E.left(`Not JSON: ${(error as Error).message}`);
  }
  const envelope = value as { format?: unknown; version?: unknown } | null;
  if (typeof envelope !== 'object' || envelope?.format !== FORMAT || envelope.version !== VERSION)
    return E.left(`Not a persisted stccg 1E game (format "${FORMAT}", version ${VERSION}).`);
  const error = checker.Errors(value).First();
  if (error !== undefined)
    return E.left(`The persisted game is malformed at "${error.path}": ${error.message}.`);
  return E.right(value as Persisted);
};

// cyrb53 (a public-domain 53-bit string hash): synchronous and the same in Node and in browsers, where the package
// also runs. The digest tells a save whose commands no longer give the game it was saved as (an edited, dropped or
// swapped command, another seed or deck, a save from another build of the rules); it is no signature and needs none:
// whoever has the engine may recompute it, and the replay, not the digest, enforces the rules.
/**
 * The digest of a game's JSON text: 14 hexadecimal digits.
 * @category operations
 */
export const digestOf = (text: string): string => {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
};
