// Rulebook 7.4 ship battle and 7.5 "Damage and Repairs": the battle chapter reads a [Tactic] card's game text (its
// bonuses, damage, casualties, systems off line: cards/language/tactic-language.ts `TacticText`) through a query point
// (domain/core/query-points.ts), answered by the declared card texts (domain/card-effects/tactic-text-answer.ts), so
// that no battle rule imports the card text index. A module that imports only the core and the language's types.
import * as O from 'fp-ts/Option';
import type { BlueprintId } from '../../cards/blueprint';
import type { TacticText } from '../../cards/language/tactic-language';
import { queryPoint } from '../core/query-points';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * Query point: the declared tactic text of a printing, none when it has none (the first answer that has one).
 * @category model
 */
export const tacticTextOf = queryPoint<BlueprintId, O.Option<TacticText>>(
  'battle.tacticText',
  O.none,
  (a, b) => (O.isSome(a) ? a : b),
);
