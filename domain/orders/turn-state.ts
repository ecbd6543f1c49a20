// Rulebook 7.1.5 Move, 7.1.6 Land & Take Off and 7.6 Cloak: what each ship has done under orders this turn
// (RANGE used, cloak or landing used once each turn), and the RANGE a ship has.

import { attribute } from '../cards-in-play/skills';
import type { CardId, GameState } from '../core/game-state';
import { getCard } from '../core/game-state';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** Rulebook 7.5.1 rotation damage: a damaged ship's RANGE greater than 5 is reduced to 5. */
const DAMAGED_RANGE = 5;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.1.5 Move and 7.5.1 Damage: RANGE after modifiers (S.A.M.; Rulings "Phasing Cloak": "While phased, the
// ship receives a RANGE enhancement as indicated on the card", a modifier of its text), reduced to 5 when damaged
/**
 * The ship's RANGE for a turn: its RANGE after lasting modifiers, at most 5 while it carries damage.
 * @category operations
 */
export const effectiveRange =
  (shipId: CardId) =>
  (game: GameState): number => {
    const range = attribute(shipId, 'RANGE')(game);
    return getCard(shipId)(game).damage > 0 ? Math.min(range, DAMAGED_RANGE) : range;
  };

/**
 * The RANGE the ship has used this turn.
 * @category operations
 */
export const rangeUsed =
  (shipId: CardId) =>
  (game: GameState): number =>
    game.orders.rangeUsed[shipId] ?? 0;

// Rulebook 7.1.5 Move: the distance a ship can move on one turn is limited by its RANGE
/**
 * The RANGE the ship may still use this turn (never below 0).
 * @category operations
 */
export const rangeLeft =
  (shipId: CardId) =>
  (game: GameState): number =>
    Math.max(0, effectiveRange(shipId)(game) - rangeUsed(shipId)(game));

/**
 * Records `amount` more RANGE used by the ship this turn.
 * @category operations
 */
export const spendRange =
  (shipId: CardId, amount: number) =>
  (game: GameState): GameState =>
    amount === 0
      ? game
      : {
          ...game,
          orders: {
            ...game.orders,
            rangeUsed: { ...game.orders.rangeUsed, [shipId]: rangeUsed(shipId)(game) + amount },
          },
        };

// Distortion of Space/Time Continuum: "restores any of this turn's RANGE already used by that ship"
/**
 * The RANGE the ship used this turn available again.
 * @category operations
 */
export const restoreRange =
  (shipId: CardId) =>
  (game: GameState): GameState => {
    const { [shipId]: used, ...rangeUsed } = game.orders.rangeUsed;
    return used === undefined ? game : { ...game, orders: { ...game.orders, rangeUsed } };
  };

/**
 * Records that the ship used its once-each-turn cloak (7.6) or landing (7.1.6) this turn.
 * @category operations
 */
export const markUsed =
  (kind: 'cloakUsed' | 'landingUsed', shipId: CardId) =>
  (game: GameState): GameState => ({
    ...game,
    orders: { ...game.orders, [kind]: [...game.orders[kind], shipId] },
  });

// Rulebook 7.1.5 Move ("on one turn") and 7.6 Cloak ("once each turn"): every ship starts each turn afresh
// Rulebook "Play a Card": if you begin executing orders before using your card play, you forfeit it
/**
 * Records that the active player began executing orders (no more card plays this turn).
 * @category operations
 */
export const beginOrders = (game: GameState): GameState =>
  game.turn.ordersBegun ? game : { ...game, turn: { ...game.turn, ordersBegun: true } };

/**
 * Empties the per-turn order bookkeeping: every ship's full RANGE is available again, and each cloak and
 * once-each-turn landing may be used again. Call at the start of each turn.
 * @category operations
 */
export const resetRange = (game: GameState): GameState =>
  Object.keys(game.orders.rangeUsed).length === 0 &&
  game.orders.cloakUsed.length === 0 &&
  game.orders.landingUsed.length === 0
    ? game
    : { ...game, orders: { rangeUsed: {}, cloakUsed: [], landingUsed: [] } };
