// ARCHITECTURE principle 6 and issue #14: the declared card texts (cards/effects, read through `declaredText`, memoised
// by blueprint) answer the query point `cards.textDeclared` (domain/core/text-declared.ts).
import * as O from 'fp-ts/Option';
import type { BlueprintId } from '../../cards/blueprint';
import type { Answer } from '../core/query-points';
import { textDeclared } from '../core/text-declared';
import { declaredText } from './in-play';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// README "No silent blank cards"
/**
 * Whether the printing has a declared game text.
 * @category operations
 */
export const textDeclaredAnswer: Answer<BlueprintId, boolean> = {
  point: textDeclared,
  by: 'declaration',
  answer: (blueprint) => () => O.isSome(declaredText(blueprint)),
};
