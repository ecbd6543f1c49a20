// The envelope `persist` writes and `restore` reads: where the game began, its log, and every actor's snapshot. Its
// structure is checked before anything in it is used; its contents are then checked by replaying the log from the
// origin (machines/engine.ts `restore`), so a save holds nothing the engine takes on trust.
import { type Static, Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import * as E from 'fp-ts/Either';
import { RULES_EDITIONS } from '../domain/core/rules-options';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * The persisted format. Version 3: card ids drawn per game (domain/seed-phases/card-ids.ts), the log replayed;
 * version 4: the play phase's generic windows (`responding`, `choosing`, the resume marker `GameState.resumeAt`), whose
 * machine snapshots a version-3 save does not hold.
 */
export const FORMAT = 'stccg-1e-game';
export const VERSION = 4;

const playerIds = Type.Tuple([Type.String({ maxLength: 100 }), Type.String({ maxLength: 100 })]);

/** The structure of a persisted game (its decks, scenario state and commands are checked by replaying them). */
export const persistedSchema = Type.Object({
  format: Type.Literal(FORMAT),
  version: Type.Literal(VERSION),
  origin: Type.Union([
    Type.Object(
      {
        kind: Type.Literal('decks'),
        decks: Type.Tuple([Type.Object({}), Type.Object({})]),
        seed: Type.Number(),
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
  log: Type.Array(Type.Object({ command: Type.Unknown() })),
  snapshot: Type.Object({}),
});

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

/** The first place where the replayed game's JSON differs from the saved one's, for the refusal. */
export const firstDifference = (saved: Persisted, replayed: Persisted): string => {
  const savedLog = saved.log.map((entry) => JSON.stringify(entry));
  const replayedLog = replayed.log.map((entry) => JSON.stringify(entry));
  const entry = savedLog.findIndex((text, index) => text !== replayedLog[index]);
  if (entry !== -1) return `its log entry ${entry + 1} is not what its command made happen`;
  if (savedLog.length !== replayedLog.length) return 'its log does not match its commands';
  return 'its state is not the state its log replays to';
};
