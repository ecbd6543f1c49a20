// Rulebook "Seed Phases" and "Entering Play": an [AU] (Alternate Universe) card seeds and plays only if a card
// expressly allows it (the query point `enterFromAlternateUniverse.allowed`; Slingshot Effect). Read by every chapter
// that lets a card enter play: seeding, reporting and card play, a misseed's replacement, persona replacement.
import { blueprintOf, type CardId, type GameState, getCard } from '../core/game-state';
import { isAllowed } from '../core/permissions';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * True when the card's blueprint has the [AU] icon and no card in play allows it to enter play.
 * @category predicates
 */
export const isAlternateUniverse =
  (card: CardId) =>
  (game: GameState): boolean =>
    blueprintOf(card)(game).icons.includes('AU') &&
    !isAllowed('enterFromAlternateUniverse', { player: getCard(card)(game).controller, card })(game);
