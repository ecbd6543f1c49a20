// Rulebook 7.5.1 Damage: what any damage does to a ship, for any reason (a dilemma, card text, a carried ship
// destroyed): rotation damage, or tactics damage when the damaging player uses a Battle Bridge side deck.
import { destroy } from '../cards-in-play/leave-play';
import { type CardId, type GameState, getCard, opponentOf, updateCard } from '../core/game-state';
import { usesTacticsDamage } from './battle-bridge';
import { SELF_CONTROLLED } from './self-controlled';
import { defaultDamage } from './tactics-damage';

/** Rulebook 7.5.1: "If a ship with rotation damage suffers any more rotation damage … the ship will be destroyed." */
const ROTATION_DAMAGE_LIMIT = 2;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.5.1 rotation damage: one marker (HULL 50%, RANGE at most 5, cloak off-line); a second destroys the ship.
// Tactics damage: "Whenever any of your ships … are damaged, for any reason, your opponent must place Tactics cards on
// them … default damage" when the opponent uses a Battle Bridge side deck (domain/battle-rules/tactics-damage.ts)
/**
 * Damages the ship: its controller's opponent's default tactics damage if they use a Battle Bridge side deck, else a
 * rotation damage marker (a ship already damaged so is destroyed).
 * @category operations
 */
export const damageShip =
  (ship: CardId) =>
  (game: GameState): GameState => {
    const controller = getCard(ship)(game).controller;
    const opponent = controller === SELF_CONTROLLED ? null : opponentOf(controller)(game);
    if (opponent !== null && usesTacticsDamage(opponent)(game)) return defaultDamage(opponent, ship)(game);
    const damage = getCard(ship)(game).damage + 1;
    return damage >= ROTATION_DAMAGE_LIMIT
      ? destroy(ship)(game)
      : updateCard(ship, (c) => ({ ...c, damage }))(game);
  };
