// Rulebook 7.5.2 REPAIR: at the end of each of your turns, each of your ships docked at an outpost (or other facility
// that performs repairs) for the full turn loses one damage marker; rotation damage, the only damage the engine
// deals (7.5.1, `damageShip`), is repaired only after two full turns docked, not counting the turn the ship docked
// (line 747). Damaged facilities are repaired only by cards (e.g. Spacedock, domain/card-effects/repair.ts). Tactics
// damage (a Battle Bridge side deck) is not implemented, so every marker is a rotation damage marker.
import { named, record } from './chronicle';
import { blueprintOf, type CardId, type GameState, getCard, updateCard } from './game-state';
import { fullTurnsSince } from './turn-count';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Rotation Damage Marker: "Requires two full turns to repair." */
const ROTATION_REPAIR_TURNS = 2;

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Rulebook 7.5.2 Repair: ships repair docked "at an outpost (or other facility that performs repairs)"
/**
 * Whether a facility repairs the ships docked at it: an outpost.
 * @category predicates
 */
export const performsRepairs =
  (facility: CardId) =>
  (game: GameState): boolean => {
    const blueprint = blueprintOf(facility)(game);
    return blueprint.type === 'Facility' && blueprint.facilityKind === 'Outpost';
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Records that a ship docks now (7.1.4 Dock & Undock), the start of its time docked for repairs.
 * @category operations
 */
export const markDocked =
  (ship: CardId) =>
  (game: GameState): GameState =>
    updateCard(ship, (card) => ({ ...card, dockedOnTurn: game.turn.number }))(game);

// Rulebook 7.5.2 Repair and 12.2: at the end of your turn, the full turns docked after the turn the ship docked,
// the turn now ending included (docked "for the full turn")
/**
 * The full turns a docked ship will have been docked when the current turn ends, not counting the turn it docked;
 * a ship with no recorded docking turn (placed docked by a scenario) counts from before the first turn; 0 undocked.
 * @category operations
 */
export const fullTurnsDocked =
  (ship: CardId) =>
  (game: GameState): number => {
    const card = getCard(ship)(game);
    if (card.zone.kind !== 'docked') return 0;
    const since = card.dockedOnTurn ?? 0;
    return since >= game.turn.number ? 0 : fullTurnsSince(since)(game) + 1;
  };

// Rulebook 7.5.2 Repair: at the end of each of your turns, one damage marker from each ship docked for the full turn;
// rotation damage only after two full turns docked at an outpost
/**
 * At the end of the active player's turn, removes one rotation damage marker from each of their damaged ships that
 * has been docked at an outpost for two full turns (not counting the turn it docked).
 * @category operations
 */
export const repairAtEndOfTurn = (game: GameState): GameState => {
  const player = game.turn.active;
  return Object.values(game.cards)
    .filter(
      (card) =>
        card.damage > 0 &&
        card.controller === player &&
        card.zone.kind === 'docked' &&
        performsRepairs(card.zone.facility)(game) &&
        fullTurnsDocked(card.id)(game) >= ROTATION_REPAIR_TURNS,
    )
    .reduce((g, card) => {
      const repaired = updateCard(card.id, (c) => ({ ...c, damage: c.damage - 1 }))(g);
      return record(`${named(card.id)(repaired)} is repaired: one damage marker removed`, card.id)(repaired);
    }, game);
};
