// Caches of pure functions of an immutable value. A `GameState` is never changed once made (ARCHITECTURE "One owner
// of the game state"): every operation returns a new object. So a result computed from one state object holds for as
// long as that object lives, and a `WeakMap` keyed by the object can keep it without keeping the object alive. These
// caches are not state: a memoised function returns exactly what the function would; it only stops computing the
// same answer again (the candidates of one decision, then its check, ask the same questions of the same state).
// Each cache also keeps its last key and entry, as the questions come in runs about one state: that keeps the last
// state asked about alive until another is asked about.

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A memoised function of an object, which can also tell what it has already computed for a key. */
export interface Memo<K extends object, A> {
  (key: K): A;
  /** The value already computed for `key`, if any; computes nothing. */
  readonly computed: (key: K) => A | undefined;
}

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * `f`, computed once per key object: for a pure `f` of an immutable object (a game state, a blueprint).
 * @category constructors
 */
export const memoize = <K extends object, A>(f: (key: K) => A): Memo<K, A> => {
  const cache = new WeakMap<K, A>();
  let lastKey: K | undefined;
  let lastValue: A | undefined;
  const memo = (key: K): A => {
    if (key === lastKey) return lastValue as A;
    let value = cache.get(key);
    if (value === undefined) {
      value = f(key);
      cache.set(key, value);
    }
    lastKey = key;
    lastValue = value;
    return value;
  };
  return Object.assign(memo, { computed: (key: K) => (key === lastKey ? lastValue : cache.get(key)) });
};

/**
 * `f`, computed once per string: for a pure `f` of strings from a small set (card titles), kept for the process.
 * @category constructors
 */
export const memoizeString = (f: (text: string) => string): ((text: string) => string) => {
  const cache = new Map<string, string>();
  return (text) => {
    const hit = cache.get(text);
    if (hit !== undefined) return hit;
    const value = f(text);
    cache.set(text, value);
    return value;
  };
};

/**
 * A curried `f(arg)(key)`, computed once per key object and `arg` (a card id, a location): for a pure `f` of an
 * immutable object.
 * @category constructors
 */
export const memoizeWith = <K extends object, A>(
  f: (arg: string) => (key: K) => A,
): ((arg: string) => (key: K) => A) => {
  const cache = new WeakMap<K, Map<string, A>>();
  let lastKey: K | undefined;
  let lastByArg = new Map<string, A>();
  return (arg) => (key) => {
    if (key !== lastKey) {
      let found = cache.get(key);
      if (found === undefined) {
        found = new Map();
        cache.set(key, found);
      }
      lastKey = key;
      lastByArg = found;
    }
    const byArg = lastByArg;
    const hit = byArg.get(arg);
    if (hit !== undefined) return hit;
    const value = f(arg)(key);
    byArg.set(arg, value);
    return value;
  };
};
