// Rulebook "Classification", "Using Skills", 12.3 "your", 12.10 colon rule: what a card text's description of a card
// means (`OFFICER-classification personnel`, "Federation use only", "your ship", `{Treaty}`).
import type { CardFilter } from '../../cards/effects/language';
import { blueprintOf, type CardId, type GameState, getCard, type PlayerId } from '../game-state';
import { isReferencedBy } from '../persona';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Whether a card has a skill after modifiers: `Skills.hasSkill`, passed in so this module does not import it. */
export type SkillCheck = (id: CardId, skill: string) => (game: GameState) => boolean;

/** Who reads the filter: the player of the card whose text it is ("your"), and how to read skills. */
export interface FilterContext {
  readonly player: PlayerId;
  readonly hasSkill: SkillCheck;
}

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook "Classification": each personnel has a single classification (each half of a dual-personnel card one)
/**
 * Whether a card is a personnel of this printed classification.
 * @category predicates
 */
export const hasClassification =
  (name: string, id: CardId) =>
  (game: GameState): boolean => {
    const card = blueprintOf(id)(game);
    if (card.type !== 'Personnel') return false;
    return card.members.length > 0
      ? card.members.some((m) => m.classification === name)
      : card.classification === name;
  };

/**
 * Whether a card matches a filter, read by `context.player`.
 * @category predicates
 */
export const matches =
  (filter: CardFilter, id: CardId, context: FilterContext) =>
  (game: GameState): boolean => {
    switch (filter.kind) {
      case 'cardType':
        return blueprintOf(id)(game).type === filter.type;
      case 'facilityKind': {
        const card = blueprintOf(id)(game);
        return card.type === 'Facility' && card.facilityKind === filter.facilityKind;
      }
      case 'classification':
        return hasClassification(filter.name, id)(game);
      case 'skill':
        return context.hasSkill(id, filter.skill)(game);
      case 'affiliation': {
        const affiliation = getCard(id)(game).affiliation;
        return affiliation !== null && filter.of.includes(affiliation);
      }
      case 'yours':
        return getCard(id)(game).controller === context.player;
      case 'title':
        return isReferencedBy(filter.title)(blueprintOf(id)(game));
      case 'not':
        return !matches(filter.filter, id, context)(game);
      case 'anyOf':
        return filter.of.some((f) => matches(f, id, context)(game));
      case 'allOf':
        return filter.of.every((f) => matches(f, id, context)(game));
    }
  };
