// Rulebook "Entering Play": "A non-seeded [AU] Alternate Universe card may play only if another card (typically an
// open doorway or time location) allows it"; "Seed Phases": [AU] cards seed only where a card expressly allows it.
// Slingshot Effect: "Your [AU][Films] personnel, ships and facilities (and [AU] cards of other card types) may seed and
// play." A card allows the [AU] cards its filter describes, for its controller ("your").

import { hasSkill } from '../cards-in-play/skills';
import type { CardId, GameState } from '../core/game-state';
import { matches } from './filters';
import { rulesInPlay } from './in-play';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a card in play allows this [AU] card (in a hand, a seed deck or a draw deck) to seed and play.
 * @category predicates
 */
export const isAllowedFromAlternateUniverse =
  (card: CardId) =>
  (game: GameState): boolean =>
    rulesInPlay('alternateUniverseAllowed')(game).some((rule) =>
      matches(rule.effect.cards, card, { player: rule.source.controller, hasSkill })(game),
    );
