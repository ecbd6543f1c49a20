// The pieces every command schema is built from (ARCHITECTURE "Every player decision is a command": `send` checks a
// command's shape before its rule): ids, bounded strings and lists, places. TypeBox schemas are JSON Schemas that
// also give their TypeScript type, so the schema and the `Command` union are checked against each other by `tsc`
// (machines/command-schema/index.ts).
import { type TObject, type TProperties, type TSchema, Type } from '@sinclair/typebox';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** What an id field names; `send` refuses an id that names nothing of its kind in the game. */
export type IdKind = 'card' | 'player';

/** The schema keyword that marks an id field (a JSON Schema extension, ignored by other validators). */
export const ID_KEYWORD = 'x-id';

/** The longest id or name a command may carry: every id of a game is far shorter. */
export const MAX_STRING = 100;

/** The most ids one list of a command may carry: more than any deck holds cards. */
export const MAX_LIST = 200;

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** A card's id in this game (locations are mission cards, so a location id is a card id). */
export const cardId = (description = 'a card id') =>
  Type.String({ minLength: 1, maxLength: MAX_STRING, [ID_KEYWORD]: 'card', description });

/** A player's id in this game. */
export const playerId = (description = 'a player id') =>
  Type.String({ minLength: 1, maxLength: MAX_STRING, [ID_KEYWORD]: 'player', description });

/** A free name (an affiliation, a skill, a dilemma's option): a bounded string the rule then checks. */
export const name = (description: string) =>
  Type.String({ minLength: 1, maxLength: MAX_STRING, description });

/** A list of card ids. */
export const cardIds = (description: string) => Type.Array(cardId(), { maxItems: MAX_LIST, description });

/** A small whole number. */
export const count = (description: string) => Type.Integer({ minimum: 0, maximum: 100_000, description });

/** An object with exactly these fields: any other field is refused. */
export const exact = <P extends TProperties>(properties: P, description?: string): TObject<P> =>
  Type.Object(properties, {
    additionalProperties: false,
    ...(description === undefined ? {} : { description }),
  });

/** A command: its `type`, the player who gives it, and its own fields, nothing else. */
export const command = <T extends string, P extends TProperties>(
  type: T,
  properties: P,
  description: string,
) =>
  exact(
    { type: Type.Literal(type), player: playerId('the player who gives the command'), ...properties },
    description,
  );

/** One of several schemas. */
export const oneOf = <S extends TSchema[]>(schemas: [...S], description?: string) =>
  Type.Union(schemas, description === undefined ? {} : { description });
