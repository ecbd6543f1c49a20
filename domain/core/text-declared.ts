// README "No silent blank cards" and ARCHITECTURE principle 6 ("A card whose text is not implemented is refused"): the
// question a rule asks before it lets a card play whose text it cannot honour: is this printing's game text declared
// in the card language? A query point (./query-points.ts) that the card text registry answers
// (domain/card-effects/text-declared-answer.ts), so that no chapter imports the registry or its index.
import type { BlueprintId } from '../../cards/blueprint';
import { anyOf } from './query-points';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * Query point: whether a printing's game text is declared (cards/effects).
 * @category model
 */
export const textDeclared = anyOf<BlueprintId>('cards.textDeclared');
