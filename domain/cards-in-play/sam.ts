// Rulebook 12.11 Set, Add, Multiply (S.A.M.) and "Cumulative" (12.9): how modifiers combine.

import { pipe } from 'fp-ts/function';
import { concatAll } from 'fp-ts/Monoid';
import * as N from 'fp-ts/number';
import * as Ord from 'fp-ts/Ord';
import * as RA from 'fp-ts/ReadonlyArray';
import * as S from 'fp-ts/string';
import type { ModifiedValue, Modifier } from '../core/modifier';

export type { ModifiedValue, Modifier } from '../core/modifier';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a modifier changes `value` of the card `target`.
 * @category predicates
 */
export const isOn =
  (target: string, value: ModifiedValue) =>
  (m: Modifier): boolean =>
    m.target === target && m.value.kind === value.kind && m.value.name === value.name;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The modifiers in `all` that change `value` of the card `target`.
 * @category operations
 */
export const modifiersOn =
  (target: string, value: ModifiedValue) =>
  (all: ReadonlyArray<Modifier>): ReadonlyArray<Modifier> =>
    all.filter(isOn(target, value));

// Rulebook 12.9 Cumulative: copies of a card not marked cumulative have their effect on one target only once
/**
 * Drops the copies of a non-cumulative card that repeat an effect already counted (same target, value, title, op and amount).
 * @category operations
 */
export const dropNonCumulativeCopies = (modifiers: ReadonlyArray<Modifier>): ReadonlyArray<Modifier> => {
  const seen = new Set<string>();
  return modifiers.filter((m) => {
    if (m.cumulative) return true;
    const key = [m.target, m.value.kind, m.value.name, m.sourceTitle, m.op, m.amount].join('\u0000');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

const step = (value: number, m: Modifier): number => {
  switch (m.op) {
    case 'set':
      return m.amount;
    case 'add':
      return value + m.amount;
    case 'multiply':
      return value * m.amount;
  }
};

// Rulebook 7.5: an enhancement raises the attribute (an add of more than 0, a multiply by more than 1)
/**
 * Whether a modifier is an attribute enhancement (Rulebook 7.5 "attribute enhancements").
 * @category predicates
 */
export const isEnhancement = (m: Modifier): boolean =>
  (m.op === 'add' && m.amount > 0) || (m.op === 'multiply' && m.amount > 1);

// Rulebook 12.11 Set, Add, Multiply (S.A.M.): apply sets, then adds, then multiplies, whatever their arrival order
/**
 * The value of `base` under `modifiers` (all on the same value of the same card), e.g. ((3) + 2) × 2 = 10.
 * @category operations
 */
export const apply = (base: number, modifiers: ReadonlyArray<Modifier>): number =>
  modifiers.length === 0
    ? base
    : pipe(dropNonCumulativeCopies(modifiers), RA.sort(OrdApply), RA.reduce(base, step));

// -------------------------------------------------------------------------------------
// instances
// -------------------------------------------------------------------------------------

const phase: Readonly<Record<Modifier['op'], number>> = { set: 0, add: 1, multiply: 2 };

// Rulebook 12.11 S.A.M.: the order in which effects on one value apply
/**
 * Rulebook 12.11 S.A.M.: sets come first, then adds and subtracts, then multiplies and divides.
 * @category instances
 */
export const OrdSam: Ord.Ord<Modifier> = pipe(
  N.Ord,
  Ord.contramap((m: Modifier) => phase[m.op]),
);

/**
 * A total order refining {@link OrdSam}: within a phase, by amount descending, then source, so several
 * sets resolve to the smallest value whatever order they arrived in (the rulebook is silent on two sets).
 * @category instances
 */
export const OrdApply: Ord.Ord<Modifier> = concatAll(Ord.getMonoid<Modifier>())([
  OrdSam,
  pipe(
    N.Ord,
    Ord.reverse,
    Ord.contramap((m: Modifier) => m.amount),
  ),
  pipe(
    S.Ord,
    Ord.contramap((m: Modifier) => m.source),
  ),
]);
