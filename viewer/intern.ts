// A compact form for many similar JSON values (a game's views, step by step): every object and array is stored once
// in a table and referred to by its index, so what did not change from one step to the next costs one number.

/** A JSON value. */
export type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json };

/** A reference to a table entry: `[index]`; in a table entry, every object or array is such a reference. */
export type Ref = readonly [number];

/** One stored object (its keys and references) or array (of references and primitives). */
export type Entry = ReadonlyArray<Json> | { readonly [key: string]: Json };

/** Interns JSON values into one shared table; `ref` gives the reference of a value, `table` the entries so far. */
export const interner = () => {
  const table: Entry[] = [];
  const known = new Map<string, number>();
  const intern = (value: Json): Json => {
    if (value === null || typeof value !== 'object') return value;
    const entry: Entry = Array.isArray(value)
      ? (value as ReadonlyArray<Json>).map(intern)
      : Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, intern(v)]),
        );
    const key = JSON.stringify(entry);
    let index = known.get(key);
    if (index === undefined) {
      index = table.length;
      table.push(entry);
      known.set(key, index);
    }
    return [index];
  };
  return {
    ref: (value: Json): Ref => intern(value) as unknown as Ref,
    table: (): ReadonlyArray<Entry> => table,
  };
};

/** Reads values back from a table; the same entry always gives the same (shared, not to be changed) object. */
export const reader = (table: ReadonlyArray<Entry>) => {
  const cache = new Map<number, Json>();
  const resolve = (value: Json): Json => {
    if (value === null || typeof value !== 'object') return value;
    return read(value as unknown as Ref);
  };
  const read = ([index]: Ref): Json => {
    const cached = cache.get(index);
    if (cached !== undefined) return cached;
    const entry = table[index];
    if (entry === undefined) throw new Error(`no entry ${index}`);
    const value: Json = Array.isArray(entry)
      ? (entry as ReadonlyArray<Json>).map(resolve)
      : Object.fromEntries(Object.entries(entry).map(([k, v]) => [k, resolve(v)]));
    cache.set(index, value);
    return value;
  };
  return read;
};
