// ARCHITECTURE principle 6 and issue #14: an answer to a chapter's query point (domain/core/query-points.ts) given by
// the lasting rules of card text in play. The answer declares which texts answer its point (`declaredBy`); the index
// of abilities in play keeps, per point, the cards in play with such a text (`answeringInPlay`), so the answer is
// relevant only while one is in play and never looks for the cards in play by verb.
import type { GameState } from '../core/game-state';
import type { Answer, QueryPoint } from '../core/query-points';
import { answeringInPlay, type RuleEffect, type RuleEntry } from './in-play';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A query point's answer read from the lasting rules in play that `declaredBy` accepts. */
export interface DeclaredAnswer<S, A, R extends RuleEffect> {
  readonly point: QueryPoint<S, A>;
  /** What answers it (the card text's verb), for the tables and the log of the rules. */
  readonly by: string;
  readonly declaredBy: (text: RuleEffect) => text is R;
  /** The answer about `subject` from the rules in play that answer the point, in the order of the cards in play. */
  readonly answer: (subject: S, rules: ReadonlyArray<RuleEntry<R>>) => (game: GameState) => A;
}

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/**
 * The answer to `point` of the lasting rules in play that `declaredBy` accepts, relevant while one is in play.
 * @category constructors
 */
export const declaredAnswer = <S, A, R extends RuleEffect>(
  spec: DeclaredAnswer<S, A, R>,
): Answer<S, A, RuleEffect> => ({
  point: spec.point,
  by: spec.by,
  declaredBy: spec.declaredBy,
  relevant: (game) => answeringInPlay(spec.point)(game).length > 0,
  answer: (subject) => (game) =>
    spec.answer(subject, rulesAnswering(spec.point, spec.declaredBy)(game))(game),
});

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The lasting rules in play that answer `point` and that `declaredBy` accepts, in the order of the cards in play.
 * @category operations
 */
export const rulesAnswering =
  <S, A, R extends RuleEffect>(point: QueryPoint<S, A>, declaredBy: (text: RuleEffect) => text is R) =>
  (game: GameState): ReadonlyArray<RuleEntry<R>> =>
    answeringInPlay(point)(game).filter((entry): entry is RuleEntry<R> => declaredBy(entry.effect));
