// The on-disk form of cards/db/blueprints.json: field names once per card type, then one array per
// blueprint per line (compact, diff-friendly, byte-identical for the same blueprints).
import type { Blueprint, CardType } from './blueprint';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The parsed file: the field names of each card type, and each blueprint as values in that order. */
export interface BlueprintFile {
  readonly format: typeof FORMAT;
  readonly fields: Readonly<Partial<Record<CardType, ReadonlyArray<string>>>>;
  /** Each row starts with the id and the type; the type selects the field names. */
  readonly blueprints: ReadonlyArray<ReadonlyArray<unknown>>;
}

export const FORMAT = 'stccg-blueprints/1';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** Serialises blueprints (already sorted) with one blueprint per line; throws if a type's fields differ. */
export const encodeBlueprints = (blueprints: ReadonlyArray<Blueprint>): string => {
  const fields = new Map<CardType, ReadonlyArray<string>>();
  const rows = blueprints.map((b) => {
    const keys = Object.keys(b);
    const known = fields.get(b.type) ?? keys;
    if (known.join() !== keys.join())
      throw new Error(`blueprint ${b.id} does not have the fields of a ${b.type}`);
    fields.set(b.type, known);
    return JSON.stringify(keys.map((k) => b[k as keyof Blueprint]));
  });
  const header = [...fields.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([type, keys]) => `  ${JSON.stringify(type)}: ${JSON.stringify(keys)}`);
  return `{"format": ${JSON.stringify(FORMAT)},\n"fields": {\n${header.join(',\n')}\n},\n"blueprints": [\n${rows.join(',\n')}\n]}\n`;
};

/** Rebuilds the blueprints from the parsed file; throws on a file of another format. */
export const decodeBlueprints = (file: BlueprintFile): ReadonlyArray<Blueprint> => {
  if (file.format !== FORMAT) throw new Error(`cards/db/blueprints.json: expected format ${FORMAT}`);
  return file.blueprints.map((row) => {
    const keys = file.fields[row[1] as CardType];
    if (keys === undefined) throw new Error(`cards/db/blueprints.json: no fields for type ${String(row[1])}`);
    const blueprint: Record<string, unknown> = {};
    keys.forEach((k, i) => {
      blueprint[k] = row[i];
    });
    return blueprint as unknown as Blueprint;
  });
};
