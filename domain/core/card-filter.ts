// ARCHITECTURE principle 6 and issue #14 ("One card filter"): whether a card matches a filter of the card language
// (cards/language/language.ts `CardFilter`: "a Federation ship", "at a [S] mission", "with Resistance aboard"), for
// the chapters that read a filter in card text (a Tactic's ships, a site's condition). The filter's interpreter
// (domain/card-effects/filters.ts) implements this port and domain/game/interpreters.ts plugs it in, so that no
// chapter imports it.
import type { Attribute, ShipAttribute } from '../../cards/blueprint';
import type { CardFilter } from '../../cards/language/language';
import type { CardId, PlayerId } from './card-instance';
import type { GameState } from './game-state';
import { port, use } from './ports';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Whether a card has a skill after modifiers: `Skills.hasSkill`, passed in so the filter does not import it. */
export type SkillCheck = (id: CardId, skill: string) => (game: GameState) => boolean;

/** A card's attribute after modifiers: `Skills.attribute`, passed in so the filter does not import it. */
export type AttributeCheck = (
  id: CardId,
  attribute: Attribute | ShipAttribute,
) => (game: GameState) => number;

/**
 * Who reads the filter: the player of the card whose text it is ("your"), how to read skills and, where the reader
 * may (not a modifier, which computes attributes), attributes: without it no card matches an `attributeAbove` filter.
 */
export interface FilterContext {
  readonly player: PlayerId;
  readonly hasSkill: SkillCheck;
  readonly attribute?: AttributeCheck;
}

/** The card filter's interpreter. */
export interface CardFilterInterpreter {
  /** Whether a card matches a filter, read by `context.player`. */
  readonly matches: (filter: CardFilter, id: CardId, context: FilterContext) => (game: GameState) => boolean;
}

/**
 * The port of the card filter's interpreter.
 * @category model
 */
export const cardFilterPort = port<CardFilterInterpreter>('cards.filter');

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a card matches a filter, read by `context.player` (the interpreter plugged in).
 * @category predicates
 */
export const matches =
  (filter: CardFilter, id: CardId, context: FilterContext) =>
  (game: GameState): boolean =>
    use(cardFilterPort).matches(filter, id, context)(game);
