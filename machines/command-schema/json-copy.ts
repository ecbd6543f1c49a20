// The hostile boundary: a command from a caller may be any JavaScript value (a cycle, a getter, a Proxy, a 20,000-level
// nesting). `send` works on a bounded copy of plain JSON data made here, so what it checks is what it applies and logs,
// and the caller's object is never kept.
import * as E from 'fp-ts/Either';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The bounds of a command: deeper, larger or longer input is refused before any check. */
export const LIMITS = { depth: 8, nodes: 2_000, stringLength: 1_000 } as const;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const where = (path: string): string => (path === '' ? 'the command' : `field "${path}"`);

const isPlainObject = (value: object): boolean => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * A copy of `value` as plain JSON data (fields whose value is `undefined` dropped, as JSON drops them), or why it is
 * not: a function, a class instance, a number that is not finite, a string, nesting or size past `LIMITS`.
 * @category operations
 */
export const copyJson = (value: unknown): E.Either<string, unknown> => {
  let nodes = 0;
  const copy = (node: unknown, depth: number, path: string): unknown => {
    nodes += 1;
    if (nodes > LIMITS.nodes) throw new RangeError(`it has more than ${LIMITS.nodes} values`);
    if (node === null || typeof node === 'boolean') return node;
    if (typeof node === 'string') {
      if (node.length > LIMITS.stringLength)
        throw new RangeError(`${where(path)} is longer than ${LIMITS.stringLength} characters`);
      return node;
    }
    if (typeof node === 'number') {
      if (!Number.isFinite(node)) throw new RangeError(`${where(path)} is not a finite number`);
      return node;
    }
    if (typeof node !== 'object')
      throw new RangeError(
        `${where(path)} is ${typeof node === 'undefined' ? 'undefined' : `a ${typeof node}`}, not JSON data`,
      );
    if (depth >= LIMITS.depth) throw new RangeError(`it is nested deeper than ${LIMITS.depth} levels`);
    if (Array.isArray(node)) {
      if (node.length > LIMITS.nodes)
        throw new RangeError(`${where(path)} has more than ${LIMITS.nodes} items`);
      // a loop, not `map`: a hole in a sparse array is read as `undefined` and refused
      const items: unknown[] = [];
      for (let index = 0; index < node.length; index++)
        items.push(copy(node[index], depth + 1, `${path}[${index}]`));
      return items;
    }
    if (!isPlainObject(node)) throw new RangeError(`${where(path)} is not a plain object`);
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(node)) {
      const field = (node as Record<string, unknown>)[key];
      if (field === undefined) continue;
      // defineProperty: a "__proto__" key stays a field (and is refused by the schema), not a prototype
      Object.defineProperty(result, key, {
        value: copy(field, depth + 1, path === '' ? key : `${path}.${key}`),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return result;
  };
  try {
    return E.right(copy(value, 0, ''));
  } catch (error) {
    return E.left(error instanceof RangeError ? error.message : 'it cannot be read as JSON data');
  }
};
