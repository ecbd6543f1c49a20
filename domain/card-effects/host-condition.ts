// The host conditions of the card text language ("unless ENGINEER aboard", "unless SHIELDS>4", "SECURITY puts it
// out"; cards/language/filter-language.ts): what spares the card an effect acts on.
import type { HostCondition } from '../../cards/language/language';
import { crewMeets } from '../cards-in-play/crew-needs';
import { attribute } from '../cards-in-play/skills';
import type { CardId, GameState } from '../core/game-state';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a host condition of the card-text language ("unless ENGINEER aboard", "unless SHIELDS>4") spares `host`.
 * @category predicates
 */
export const spares = (condition: HostCondition, host: CardId, game: GameState): boolean => {
  if (condition.kind === 'attributeAbove')
    return attribute(host, condition.attribute)(game) > condition.value;
  return crewMeets(host, condition.need)(game);
};
