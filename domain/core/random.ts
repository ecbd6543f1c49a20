// Rulebook 12.14 "Random selection" and shuffles: a seeded PRNG whose state lives in the game state.
// The generator is sfc32 (32-bit Small Fast Counting): same seed, same sequence, on any machine.

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The generator's four 32-bit words, plain data so a game can be persisted and restored. */
export type RandomState = readonly [number, number, number, number];

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * A generator state from a numeric seed (any integer; it is mixed by splitmix32 first).
 * @category constructors
 */
export const fromSeed = (seed: number): RandomState => {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let state: RandomState = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) state = nextUint32(state)[1];
  return state;
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The next unsigned 32-bit number and the advanced state.
 * @category operations
 */
export const nextUint32 = (state: RandomState): readonly [number, RandomState] => {
  let [a, b, c, d] = state;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  return [t, [a >>> 0, b, c, d]];
};

/**
 * A uniform integer in [0, bound), without modulo bias, and the advanced state.
 * @category operations
 */
export const nextInt =
  (bound: number) =>
  (state: RandomState): readonly [number, RandomState] => {
    if (!Number.isInteger(bound) || bound <= 0)
      throw new RangeError(`nextInt: bound must be a positive integer, got ${bound}`);
    const limit = 0x100000000 - (0x100000000 % bound);
    let s = state;
    for (;;) {
      const [x, next] = nextUint32(s);
      s = next;
      if (x < limit) return [x % bound, s];
    }
  };

/**
 * Rulebook "Shuffle": a uniformly random permutation (Fisher–Yates) and the advanced state.
 * @category operations
 */
export const shuffle =
  <A>(items: ReadonlyArray<A>) =>
  (state: RandomState): readonly [ReadonlyArray<A>, RandomState] => {
    const out = items.slice();
    let s = state;
    for (let i = out.length - 1; i > 0; i--) {
      const [j, next] = nextInt(i + 1)(s);
      s = next;
      const tmp = out[i] as A;
      out[i] = out[j] as A;
      out[j] = tmp;
    }
    return [out, s];
  };
