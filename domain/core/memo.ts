// Caches of pure functions of an immutable value. A `GameState` is never changed once made (ARCHITECTURE "One owner
// of the game state"): every operation returns a new object. So a result computed from one state object holds for as
// long as that object lives, and a `WeakMap` keyed by the object can keep it without keeping the object alive. These
// caches are not state: a memoised function returns exactly what the function would; it only stops computing the
// same answer again (the candidates of one decision, then its check, ask the same questions of the same state).
// Each cache also keeps its last key and entry, as the questions come in runs about one state: that keeps the last
// state asked about alive until another is asked about. Questions about game states come in runs and seldom come
// back to an older state: `memoizeRecent` and `memoizeWith` hold only the last few keys, which costs less than a
// `WeakMap` entry per state (in time and in garbage collection).

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
 * `f`, computed once per key object among the last few asked about: for a pure `f` of an immutable object asked about
 * in runs and seldom again (a game state, its `cards` record). Cheaper than `memoize` (no `WeakMap`); a key asked
 * about again after a few others is computed afresh (the same answer).
 * @category constructors
 */
export const memoizeRecent = <K extends object, A>(f: (key: K) => A): Memo<K, A> => {
  // the last four keys and values, the latest first (plain variables: the cheapest lookup there is)
  let k0: K | undefined;
  let k1: K | undefined;
  let k2: K | undefined;
  let k3: K | undefined;
  let v0: A | undefined;
  let v1: A | undefined;
  let v2: A | undefined;
  let v3: A | undefined;
  const computed = (key: K): A | undefined =>
    key === k0 ? v0 : key === k1 ? v1 : key === k2 ? v2 : key === k3 ? v3 : undefined;
  const memo = (key: K): A => {
    if (key === k0) return v0 as A;
    const held = computed(key);
    if (held !== undefined) return held;
    const value = f(key);
    k3 = k2;
    v3 = v2;
    k2 = k1;
    v2 = v1;
    k1 = k0;
    v1 = v0;
    k0 = key;
    v0 = value;
    return value;
  };
  return Object.assign(memo, { computed });
};

/**
 * A curried `f(arg)(key)`, computed once per key object and `arg` (a card id, a location), for the last few key
 * objects asked about (see `memoizeRecent`): for a pure `f` of an immutable object asked about in runs (a game state).
 * @category constructors
 */
export const memoizeWith = <K extends object, A>(
  f: (arg: string) => (key: K) => A,
): ((arg: string) => (key: K) => A) => {
  const tableOf = memoizeRecent((_: K) => new Map<string, A>());
  return (arg) => (key) => {
    const byArg = tableOf(key);
    const hit = byArg.get(arg);
    if (hit !== undefined) return hit;
    const value = f(arg)(key);
    byArg.set(arg, value);
    return value;
  };
};

/**
 * A curried `f(a, b)(key)`, computed once per key object (among the last few asked about, see `memoizeRecent`) and
 * pair of strings (a player and a card, a card and a place).
 * @category constructors
 */
export const memoizePair = <K extends object, A>(
  f: (a: string, b: string) => (key: K) => A,
): ((a: string, b: string) => (key: K) => A) => {
  const tableOf = memoizeRecent((_: K) => new Map<string, Map<string, A>>());
  return (a, b) => (key) => {
    const table = tableOf(key);
    let row = table.get(a);
    if (row === undefined) {
      row = new Map();
      table.set(a, row);
    }
    let answer = row.get(b);
    if (answer === undefined) {
      answer = f(a, b)(key);
      row.set(b, answer);
    }
    return answer;
  };
};
