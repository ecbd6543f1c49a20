// ARCHITECTURE principle 6 and issue #14: a query point is a question a generic rule asks, named and owned by its
// rulebook chapter ("which staffing icons may this personnel meet on this ship?", "where may a hologram exist?"),
// that the abilities of the cards in play answer. The rule asks; it never imports a card or a card interpreter. The
// answers are installed once, by the top of the domain (domain/game/answers.ts), before any game is played; a query
// point asked before they are installed throws, so that no card text is ever silently ignored.
import type { GameState } from './game-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A question about `S` whose answers combine into one `A` (`none` when no card answers). */
// biome-ignore lint/correctness/noUnusedVariables: `S` is the subject the point is asked about (a phantom type)
export interface QueryPoint<S, A> {
  /** `<chapter>.<question>`, e.g. `staff.allowed`. */
  readonly name: string;
  readonly none: A;
  readonly combine: (a: A, b: A) => A;
}

/**
 * How the abilities of one kind of card text answer a query point. `T` is the kind of declared text (a lasting rule)
 * the answer reads, when it reads one.
 */
export interface Answer<S, A, T = unknown> {
  readonly point: QueryPoint<S, A>;
  /** What answers it (the card text's verb), for the tables and the log of the rules. */
  readonly by: string;
  /**
   * The declared texts that answer the point: the index of abilities in play keeps, per point, the cards in play with
   * such a text (domain/card-effects/in-play.ts `answeringInPlay`), so no answer looks for them by verb.
   */
  readonly declaredBy?: (text: T) => boolean;
  /** Whether it may answer at all in this game (a card in play that has it): a cheap index lookup. */
  readonly relevant?: (game: GameState) => boolean;
  readonly answer: (subject: S) => (game: GameState) => A;
}

// biome-ignore lint/suspicious/noExplicitAny: the table holds answers to points of every subject and answer type
type AnyAnswer = Answer<any, any, any>;

const installed = new Map<string, ReadonlyArray<AnyAnswer>>();
let isInstalled = false;

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * A query point whose answers combine with `combine`, `none` when there is none.
 * @category constructors
 */
export const queryPoint = <S, A>(name: string, none: A, combine: (a: A, b: A) => A): QueryPoint<S, A> => ({
  name,
  none,
  combine,
});

/**
 * A yes-or-no query point: yes when any answer says yes.
 * @category constructors
 */
export const anyOf = <S>(name: string): QueryPoint<S, boolean> => queryPoint(name, false, (a, b) => a || b);

/**
 * A query point of a list: every answer, in the order of the answers' table.
 * @category constructors
 */
export const allOf = <S, T>(name: string): QueryPoint<S, ReadonlyArray<T>> =>
  queryPoint<S, ReadonlyArray<T>>(name, [], (a, b) =>
    a.length === 0 ? b : b.length === 0 ? a : [...a, ...b],
  );

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Installs the answers of every query point (once, by domain/game/answers.ts), in the order they combine.
 * @category operations
 */
export const install = (answers: ReadonlyArray<AnyAnswer>): void => {
  // An answer built while the module declaring its point was still loading (an import cycle) holds no point: say
  // which answer, rather than fail on a property of undefined
  const unbound = answers.find((answer) => answer.point === undefined);
  if (unbound !== undefined)
    throw new Error(
      `the answer by ${unbound.by} names no query point: the module declaring it was still loading (an import cycle)`,
    );
  installed.clear();
  for (const answer of answers)
    installed.set(answer.point.name, [...(installed.get(answer.point.name) ?? []), answer]);
  isInstalled = true;
};

/**
 * The answer of the cards in play to a query point about `subject`.
 * @category operations
 */
export const ask =
  <S, A>(point: QueryPoint<S, A>, subject: S) =>
  (game: GameState): A => {
    let result = point.none;
    for (const answer of answersTo(point))
      if (answer.relevant?.(game) !== false) result = point.combine(result, answer.answer(subject)(game));
    return result;
  };

/**
 * Whether any card in play may answer the query point now (an answer installed and relevant): a cheap test a rule
 * may make before it asks about many subjects.
 * @category operations
 */
export const mayBeAnswered =
  <S, A>(point: QueryPoint<S, A>) =>
  (game: GameState): boolean =>
    answersTo(point).some((answer) => answer.relevant?.(game) !== false);

/**
 * The tests of the declared texts that answer the point (each installed answer's `declaredBy`), for the index of
 * abilities in play.
 * @category operations
 */
export const declaredAnswersTo = <S, A>(point: QueryPoint<S, A>): ReadonlyArray<(text: unknown) => boolean> =>
  answersTo(point).flatMap((answer) => (answer.declaredBy === undefined ? [] : [answer.declaredBy]));

// Helpers

const NO_ANSWERS: ReadonlyArray<AnyAnswer> = [];

/** The installed answers to a point; asking before they are installed is a programming error, never a silent none. */
const answersTo = <S, A>(point: QueryPoint<S, A>): ReadonlyArray<AnyAnswer> => {
  if (!isInstalled)
    throw new Error(
      `query point ${point.name} asked before the answers were installed (domain/game/answers.ts)`,
    );
  return installed.get(point.name) ?? NO_ANSWERS;
};
