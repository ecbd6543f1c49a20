// Rulebook 7.5.2 Repair: "Whenever a ship or facility is fully repaired (for example, by Spacedock), remove all damage
// markers immediately". The verb `repair` of the card-text language (domain/card-effects/verbs.ts): Spacedock's "Instantly repairs your
// damaged ships if they stop here" is a triggered ability (cards/effects/premiere/spacedock.ts) whose target is the
// ship that stopped there.
import { retrieveMarkers } from '../battle-rules/tactics-damage';
import { type CardId, type GameState, updateCard } from '../core/game-state';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The ship or facility fully repaired: no damage left, its tactics damage markers retrieved.
 * @category operations
 */
export const repairFully =
  (card: CardId) =>
  (game: GameState): GameState =>
    retrieveMarkers(card)(updateCard(card, (c) => ({ ...c, damage: 0 }))(game));
