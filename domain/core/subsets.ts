// Choices of several cards at once, for decisions that list every legal choice (ARCHITECTURE "Every player decision
// is a command": `legalActions` lists every legal command, exactly).

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Every choice of exactly `count` of the items, each in the items' order.
 * @category operations
 */
export const combinations = <A>(items: ReadonlyArray<A>, count: number): ReadonlyArray<ReadonlyArray<A>> => {
  if (count === 0) return [[]];
  return items.flatMap((item, i) =>
    combinations(items.slice(i + 1), count - 1).map((rest) => [item, ...rest]),
  );
};

/**
 * Every subset of the items with at most `max` of them (all of them by default), the empty one first, each in the
 * items' order.
 * @category operations
 */
export const subsets = <A>(items: ReadonlyArray<A>, max = items.length): ReadonlyArray<ReadonlyArray<A>> => {
  const found: Array<ReadonlyArray<A>> = [];
  const grow = (from: number, set: ReadonlyArray<A>): void => {
    found.push(set);
    if (set.length < max) for (let i = from; i < items.length; i++) grow(i + 1, [...set, items[i] as A]);
  };
  grow(0, []);
  return found;
};
