// Rulebook 7.5.2 Repair: "Whenever a ship or facility is fully repaired (for example, by Spacedock), remove all damage
// markers immediately". The verb `repairTarget` of the card-text language: Spacedock's "Instantly repairs your
// damaged ships if they stop here" is a triggered ability (cards/effects/premiere/spacedock.ts) whose target is the
// ship that stopped there.
import { retrieveMarkers } from '../battle-rules/tactics-damage';
import { type CardId, type GameState, updateCard } from '../core/game-state';
import type { Interpreter } from './immediate';

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

/**
 * `repairTarget`: the target fully repaired.
 * @category operations
 */
export const repairTarget: Interpreter<'repairTarget'> = (_effect, choices) => (game) =>
  choices.targetCard === null || game.cards[choices.targetCard] === undefined
    ? game
    : repairFully(choices.targetCard)(game);
