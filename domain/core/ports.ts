// ARCHITECTURE principle 6 and issue #14: a port is what a chapter needs done by the card language's interpreters
// (play a card's text, list the plays it allows, read a printing's declared text), declared by the chapter as a typed
// interface and implemented by the interpreters. The chapter uses the port; it never imports an interpreter. The top
// of the domain (domain/game/interpreters.ts) plugs each port's implementation in once, before any game is played,
// as it installs the answers of the query points (./query-points.ts); a port used before is a programming error.

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A named interface `I` a chapter declares and the interpreters implement. */
// biome-ignore lint/correctness/noUnusedVariables: `I` is the interface the port's implementation has (a phantom type)
export interface Port<I> {
  /** `<chapter>.<what>`, e.g. `turn.cardPlay`. */
  readonly name: string;
}

const plugged = new Map<string, unknown>();

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * A port named `name` whose implementation is an `I`.
 * @category constructors
 */
export const port = <I>(name: string): Port<I> => ({ name });

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Plugs the implementation of a port in (once, by domain/game/interpreters.ts).
 * @category operations
 */
export const plug = <I>(into: Port<I>, implementation: I): void => {
  // A port built while the module declaring it was still loading (an import cycle) is undefined: say so
  if (into === undefined)
    throw new Error(
      'a port plugged in is undefined: the module declaring it was still loading (an import cycle)',
    );
  plugged.set(into.name, implementation);
};

/**
 * The implementation plugged into a port; using a port before it is plugged in throws, never does nothing.
 * @category operations
 */
export const use = <I>(from: Port<I>): I => {
  const implementation = plugged.get(from.name);
  if (implementation === undefined)
    throw new Error(
      `port ${from.name} used before its implementation was plugged in (domain/game/interpreters.ts)`,
    );
  return implementation as I;
};
