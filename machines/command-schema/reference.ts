// The command reference: every decision kind, the commands it accepts, each command's fields and an example, written
// from the command schemas (one source of truth). `npm run commands:reference` writes it to REFERENCE.md and
// commands.schema.json beside this file; a test fails when the checked-in files are stale.
import type { TSchema } from '@sinclair/typebox';
import * as Decisions from '../../domain/game/decisions';
import * as BetweenActions from '../../domain/responses/between-actions';
import { ID_KEYWORD } from './fields';
import { commandSchema, schemasByType } from './index';
import { zone } from './places';

// -------------------------------------------------------------------------------------
// describing a schema
// -------------------------------------------------------------------------------------

const members = (schema: TSchema): ReadonlyArray<TSchema> => (schema.anyOf as TSchema[] | undefined) ?? [];

/** A short text of what a field holds. */
const describe = (schema: TSchema): string => {
  if (schema[ID_KEYWORD] !== undefined)
    return schema.description === `a ${schema[ID_KEYWORD]} id`
      ? `${schema[ID_KEYWORD]} id`
      : `${schema[ID_KEYWORD]} id (${schema.description})`;
  if (schema.$ref !== undefined || schema.$id === zone.$id)
    return 'a zone: `{ kind, and its player, location or card }`';
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  if (schema.anyOf !== undefined) return members(schema).map(describe).join(' or ');
  switch (schema.type) {
    case 'string':
      return `string of at most ${schema.maxLength} characters (${schema.description})`;
    case 'integer':
      return `whole number from ${schema.minimum} to ${schema.maximum} (${schema.description})`;
    case 'boolean':
      return '`true` or `false`';
    case 'null':
      return '`null`';
    case 'array':
      return `list of at most ${schema.maxItems}: ${describe(schema.items as TSchema)}`;
    default: {
      const fields = Object.entries(schema.properties as Record<string, TSchema>).map(([key]) =>
        (schema.required as string[] | undefined)?.includes(key) === true ? key : `${key}?`,
      );
      return `\`{ ${fields.join(', ')} }\``;
    }
  }
};

let exampleIds = 0;

/** A value of the schema: the first form of a union, one item of a list, the required fields of an object. */
const example = (schema: TSchema): unknown => {
  if (schema[ID_KEYWORD] === 'player') return 'p1';
  if (schema[ID_KEYWORD] === 'card')
    return `p${(exampleIds % 2) + 1}-${String(10 + exampleIds++).padStart(2, '0')}`;
  if (schema.$ref !== undefined || schema.$id === zone.$id)
    return { kind: 'planetSurface', location: example(members(zone)[10] ?? zone) };
  if (schema.const !== undefined) return schema.const;
  if (schema.anyOf !== undefined)
    return example(members(schema).find((form) => form.type !== 'null') ?? schema);
  switch (schema.type) {
    case 'string':
      return 'Federation';
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return [example(schema.items as TSchema)];
    default:
      return Object.fromEntries(
        ((schema.required as string[] | undefined) ?? []).map((key) => [
          key,
          example((schema.properties as Record<string, TSchema>)[key] as TSchema),
        ]),
      );
  }
};

const fieldRows = (form: TSchema): ReadonlyArray<string> =>
  Object.entries(form.properties as Record<string, TSchema>).map(
    ([key, field]) =>
      `| \`${key}\` | ${(form.required as string[]).includes(key) ? 'yes' : 'no'} | ${describe(field).replaceAll('|', '\\|')} |`,
  );

const formSection = (form: TSchema): ReadonlyArray<string> => {
  exampleIds = 0;
  return [
    form.description as string,
    '',
    '| field | required | value |',
    '| --- | --- | --- |',
    ...fieldRows(form),
    '',
    '```json',
    JSON.stringify(example(form)),
    '```',
    '',
  ];
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** The command reference as Markdown. */
export const commandReference = (): string => {
  const kinds = Object.entries(Decisions.rules).map(
    ([kind, rule]) =>
      `| \`${kind}\` | ${rule.commandTypes.map((type) => `[\`${type}\`](#${type.replaceAll('.', '').toLowerCase()})`).join(', ')} |`,
  );
  const commands = [...schemasByType.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([type, forms]) => [`### ${type}`, '', ...forms.flatMap(formSection)]);
  return [
    '# Command reference',
    '',
    'Generated from `machines/command-schema/` by `npm run commands:reference`: do not edit by hand. `send` checks',
    'every command against these schemas before its rule (exact types, no other field, ids of cards and players of',
    'the game, strings of at most 100 characters, lists of at most 200 ids, nesting of at most 8 levels) and refuses',
    "a malformed one with `{ rule: 'Command', message }` naming the field. `commands.schema.json` beside this file is",
    'the same schema as JSON Schema (ids are marked `"x-id": "card"` or `"player"`). Card ids in the examples are',
    'placeholders.',
    '',
    '## Decisions and the commands they accept',
    '',
    '| decision (`pending(game).decision`) | commands |',
    '| --- | --- |',
    ...kinds,
    '',
    "The player the game does not wait on may also send, between two of the active player's actions (their",
    '`turn.act`), their plays "at any time" (Rulebook "Playing \'At Any Time\'"): `legalActions(game, player)` lists',
    `them: ${BetweenActions.commandTypes.map((type) => `[\`${type}\`](#${type.replaceAll('.', '').toLowerCase()})`).join(', ')} (an interrupt, a hidden agenda flipped, an ability of "every" turn of a card in play used (1 Tribble's stop), an infiltrator joining or exposed).`,
    '',
    '## Commands',
    '',
    ...commands,
  ].join('\n');
};

/** The command schema as JSON Schema text. */
export const commandJsonSchema = (): string => `${JSON.stringify(commandSchema, null, 2)}\n`;
