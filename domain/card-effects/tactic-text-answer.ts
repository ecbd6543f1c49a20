// ARCHITECTURE principle 6 and issue #14: the declared card texts (cards/effects, read through `declaredText`,
// memoised by blueprint) answer the battle chapter's query point `battle.tacticText`
// (domain/battle-rules/tactic-texts.ts) with a [Tactic] card's tactic text.
import * as O from 'fp-ts/Option';
import type { BlueprintId } from '../../cards/blueprint';
import type { TacticText } from '../../cards/language/tactic-language';
import { tacticTextOf } from '../cards-in-play/tactic-texts';
import type { Answer } from '../core/query-points';
import { declaredText } from './in-play';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.4, 7.5: a [Tactic] card's text as declared
/**
 * The printing's declared tactic text, none when undeclared or not a tactic.
 * @category operations
 */
export const tacticTextAnswer: Answer<BlueprintId, O.Option<TacticText>> = {
  point: tacticTextOf,
  by: 'tactic',
  answer: (blueprint) => () =>
    O.flatMap((text: { readonly tactic?: TacticText }) => O.fromNullable(text.tactic))(
      declaredText(blueprint),
    ),
};
