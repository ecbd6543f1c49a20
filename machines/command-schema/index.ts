// ARCHITECTURE "Every player decision is a command": the schema of every command, one source of truth with the
// `Command` union of domain/decisions.ts. The schema's static type and the union must be assignable to each other,
// or `tsc` fails (`SchemaMatchesCommand` below): a field added to a command without its schema does not compile.
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import type { Command } from '../../domain/game/decisions';
import { attemptCommands } from './attempt-commands';
import { battleCommands } from './battle-commands';
import { cardPlayCommands } from './card-play-commands';
import { orderCommands } from './order-commands';
import { seedPhaseCommands } from './seed-phase-commands';
import { turnCommands } from './turn-commands';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Every command's schema: one JSON Schema per command form (a command type may have several). */
export const commandSchemas = [
  ...seedPhaseCommands,
  ...cardPlayCommands,
  ...turnCommands,
  ...orderCommands,
  ...battleCommands,
  ...attemptCommands,
] as const;

/** The schema of a command: any one of its forms. */
export const commandSchema = Type.Union([...commandSchemas], { $id: 'Command', description: 'A command.' });

type DeepReadonly<T> =
  T extends ReadonlyArray<infer U>
    ? ReadonlyArray<DeepReadonly<U>>
    : T extends object
      ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
      : T;

/** The type the schema describes. */
export type SchemaCommand = DeepReadonly<Static<typeof commandSchema>>;

type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

// Each object's own keys, however deep: mutual assignability alone would let an optional field go missing.
type Shape<T> =
  T extends ReadonlyArray<infer U>
    ? { readonly items: Shape<U> }
    : T extends object
      ? { readonly keys: keyof T; readonly fields: { readonly [K in keyof T]-?: Shape<T[K]> } }
      : T;

/** Compiles only while the schema and the `Command` union describe the same commands, field for field. */
export type SchemaMatchesCommand = Assert<Mutual<SchemaCommand, Command>> &
  Assert<Mutual<Shape<SchemaCommand>, Shape<Command>>>;

/** The command schemas by command type, in the order above. */
export const schemasByType: ReadonlyMap<string, ReadonlyArray<TSchema>> = commandSchemas.reduce(
  (byType, schema) => {
    const type = schema.properties.type.const;
    byType.set(type, [...(byType.get(type) ?? []), schema]);
    return byType;
  },
  new Map<string, ReadonlyArray<TSchema>>(),
);
