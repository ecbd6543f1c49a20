// ARCHITECTURE "Every player decision is a command": `send` checks a command's shape before its rule. A command is
// copied as plain JSON data (json-copy.ts), checked against its schema (exact types, no other field, bounded sizes),
// and each id it names must name a card or player of this game (an own property: never `constructor` or `toString`).
import type { TSchema } from '@sinclair/typebox';
import { type TypeCheck, TypeCompiler } from '@sinclair/typebox/compiler';
import { type ValueError, ValueErrorType } from '@sinclair/typebox/errors';
import * as E from 'fp-ts/Either';
import { deepFreeze } from '../../domain/core/frozen';
import type { GameState } from '../../domain/core/game-state';
import { type RuleError, ruleError } from '../../domain/core/rule-error';
import type { Command } from '../../domain/game/decisions';
import { ID_KEYWORD, type IdKind } from './fields';
import { schemasByType } from './index';
import { copyJson } from './json-copy';
import { zone } from './places';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The rule a malformed command breaks. */
export const COMMAND_RULE = 'Command';

const refuse = (message: string): E.Either<RuleError, never> => E.left(ruleError(COMMAND_RULE, message));

const REFERENCES = [zone];

const compiled = new Map<TSchema, TypeCheck<TSchema>>();
const checkerOf = (schema: TSchema): TypeCheck<TSchema> => {
  let checker = compiled.get(schema);
  if (checker === undefined) {
    checker = TypeCompiler.Compile(schema, REFERENCES);
    compiled.set(schema, checker);
  }
  return checker;
};

// -------------------------------------------------------------------------------------
// refusals
// -------------------------------------------------------------------------------------

const fieldOf = (path: string): string => path.slice(1).replaceAll('/', '.');

const expected = (schema: TSchema): string => {
  const id = schema[ID_KEYWORD] as IdKind | undefined;
  if (id !== undefined) return `a ${id} id string`;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.anyOf)) {
    const forms = (schema.anyOf as TSchema[]).map(expected);
    return forms.length <= 4 ? forms.join(' or ') : (schema.description ?? `one of ${forms.length} forms`);
  }
  switch (schema.type) {
    case 'string':
      return `a string of at most ${schema.maxLength} characters`;
    case 'integer':
      return `a whole number from ${schema.minimum} to ${schema.maximum}`;
    case 'boolean':
      return 'true or false';
    case 'null':
      return 'null';
    case 'array':
      return `an array of at most ${schema.maxItems} items`;
    default:
      return schema.description ?? 'an object';
  }
};

/** The first errors of a value, at most 20. */
const firstErrors = (errors: Iterable<ValueError>): ReadonlyArray<ValueError> => {
  const found: ValueError[] = [];
  for (const error of errors) {
    found.push(error);
    if (found.length === 20) break;
  }
  return found;
};

/** Of several lists of errors, the first error of the shortest: the form the value comes closest to. */
const closest = (lists: ReadonlyArray<ReadonlyArray<ValueError>>): ValueError | undefined =>
  lists.reduce<ReadonlyArray<ValueError> | undefined>(
    (best, errors) =>
      errors.length > 0 && (best === undefined || errors.length < best.length) ? errors : best,
    undefined,
  )?.[0];

const describeError = (error: ValueError): string => {
  const field = `field "${fieldOf(error.path)}"`;
  if (error.type === ValueErrorType.ObjectAdditionalProperties)
    return `${field} is not a field of this command`;
  if (error.type === ValueErrorType.ObjectRequiredProperty) return `${field} is missing`;
  // a value of none of a union's forms: what is wrong with it as the form it comes closest to, when that is an object
  if (error.type === ValueErrorType.Union && typeof error.value === 'object' && error.value !== null) {
    const inner = closest(error.errors.map(firstErrors));
    if (inner !== undefined) return describeError(inner);
  }
  return `${field} must be ${expected(error.schema)}`;
};

/** The first error of the command form `value` comes closest to (the fewest errors). */
const closestError = (forms: ReadonlyArray<TSchema>, value: unknown): ValueError | undefined =>
  closest(forms.map((form) => firstErrors(checkerOf(form).Errors(value))));

// -------------------------------------------------------------------------------------
// ids
// -------------------------------------------------------------------------------------

const exists = (kind: IdKind, id: string, game: GameState): boolean =>
  kind === 'card' ? Object.hasOwn(game.cards, id) : game.players.some((player) => player.id === id);

/**
 * Which form of a union a value the whole schema accepted is: a primitive by its type, an object by its constant fields
 * (`kind`) and field names (the forms of a union differ in one or the other).
 */
const isFormOf = (schema: TSchema, value: unknown): boolean => {
  if (schema.$ref !== undefined) return isFormOf(zone, value);
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as TSchema[]).some((form) => isFormOf(form, value));
  if (schema.const !== undefined) return value === schema.const;
  if (schema.type === 'null') return value === null;
  if (schema.type === 'integer') return typeof value === 'number';
  if (schema.type === 'array') return Array.isArray(value);
  if (schema.type !== 'object') return typeof value === schema.type;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const fields = schema.properties as Record<string, TSchema>;
  return (
    Object.keys(value).every((key) => Object.hasOwn(fields, key)) &&
    Object.entries(fields).every(
      ([key, field]) => field.const === undefined || (value as Record<string, unknown>)[key] === field.const,
    )
  );
};

/** Whether a value of `schema` may hold an id (a `Zone` does). */
const holdsIds = (schema: TSchema): boolean => {
  let holds = idBearing.get(schema);
  if (holds === undefined) {
    holds =
      schema[ID_KEYWORD] !== undefined ||
      schema.$ref !== undefined ||
      (Array.isArray(schema.anyOf) && (schema.anyOf as TSchema[]).some(holdsIds)) ||
      (schema.type === 'array' && holdsIds(schema.items as TSchema)) ||
      (schema.type === 'object' &&
        Object.values(schema.properties as Record<string, TSchema>).some(holdsIds));
    idBearing.set(schema, holds);
  }
  return holds;
};
const idBearing = new WeakMap<TSchema, boolean>();

/** The first id field of `value` (which matches `schema`) naming nothing of its kind in the game. */
const unknownId = (
  schema: TSchema,
  value: unknown,
  path: string,
  game: GameState,
): { readonly path: string; readonly kind: IdKind } | undefined => {
  const kind = schema[ID_KEYWORD] as IdKind | undefined;
  if (kind !== undefined) return exists(kind, value as string, game) ? undefined : { path, kind };
  if (schema.$ref === zone.$id) return unknownId(zone, value, path, game);
  if (!holdsIds(schema)) return undefined;
  if (Array.isArray(schema.anyOf)) {
    const form = (schema.anyOf as TSchema[]).find((candidate) => isFormOf(candidate, value));
    return form === undefined ? undefined : unknownId(form, value, path, game);
  }
  if (schema.type === 'array')
    for (const [index, item] of (value as unknown[]).entries()) {
      const found = unknownId(schema.items as TSchema, item, `${path}/${index}`, game);
      if (found !== undefined) return found;
    }
  if (schema.type === 'object')
    for (const [key, field] of Object.entries(schema.properties as Record<string, TSchema>)) {
      const fieldValue = (value as Record<string, unknown>)[key];
      const found =
        fieldValue === undefined ? undefined : unknownId(field, fieldValue, `${path}/${key}`, game);
      if (found !== undefined) return found;
    }
  return undefined;
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * A frozen copy of `input` when it is a well-formed command whose ids name cards and players of `game`, else the
 * field it gets wrong (`{ rule: 'Command', message: 'card.beam: field "card" must be a card id string' }`). Its rule
 * is checked after (domain/decisions.ts `check`).
 * @category operations
 */
export const parseCommand =
  (input: unknown) =>
  (game: GameState): E.Either<RuleError, Command> => {
    const copied = copyJson(input);
    if (E.isLeft(copied)) return refuse(`Not a command: ${copied.left}.`);
    const value = copied.right as { readonly type?: unknown };
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return refuse('A command must be an object with a "type" field.');
    if (typeof value.type !== 'string') return refuse('field "type" must be a string naming a command.');
    const forms = schemasByType.get(value.type);
    if (forms === undefined)
      return refuse(`${JSON.stringify(value.type.slice(0, 50))} is not a command type.`);
    const form = forms.find((candidate) => checkerOf(candidate).Check(value));
    if (form === undefined) {
      const error = closestError(forms, value);
      return refuse(`${value.type}: ${error === undefined ? 'malformed' : describeError(error)}.`);
    }
    const unknown = unknownId(form, value, '', game);
    if (unknown !== undefined)
      return refuse(`${value.type}: field "${fieldOf(unknown.path)}" names no ${unknown.kind} of this game.`);
    return E.right(deepFreeze(value) as Command);
  };
