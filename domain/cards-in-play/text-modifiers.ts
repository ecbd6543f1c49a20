// Rulebook 12.11 Set, Add, Multiply (S.A.M.): besides the lasting modifiers the game state holds, the cards in play
// modify values by their text ("while in play, all your [Kli] personnel are STRENGTH +2"). The question
// `Skills.modifiersOn` asks of them (domain/card-effects/static-modifiers.ts answers it). A module of its own that
// imports only the core, so that the query point exists before any answer to it is built, whatever order the modules
// load in.
import type { CardId } from '../core/game-state';
import type { ModifiedValue, Modifier } from '../core/modifier';
import { allOf } from '../core/query-points';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A value of a card that card text may modify. */
export interface ModifiedCardValue {
  readonly target: CardId;
  readonly value: ModifiedValue;
}

/**
 * Query point: the modifiers that the text of cards in play puts on a card's value now, computed from the state and
 * never stored (Rulebook 12.11).
 * @category model
 */
export const textModifiers = allOf<ModifiedCardValue, Modifier>('skills.textModifiers');
