// Red Alert!: "In place of your normal card play, you may report for duty any number of Ship, Personnel, and
// Equipment cards." Rulebook "Play a Card": like every card play, before orders. `CardPlayTiming` asks this module whether
// a report may replace the normal card play, and records that it did.
import type { GameState, PlayerId } from '../core/game-state';
import { isAllowed } from '../core/permissions';
import { usedThisTurn, useThisTurn } from '../core/this-turn';

const KEY = 'reportAnyNumber';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Red Alert!: a card of yours in play lets you report any number of cards in place of your normal card play
// (`allow('reportAnyNumber')`)
/**
 * Whether `player` may report for duty in place of the normal card play now: a card of theirs in play allows it,
 * orders have not begun, and the normal card play is unused or already replaced this way this turn.
 * @category predicates
 */
export const mayReportAnyNumber =
  (player: PlayerId) =>
  (game: GameState): boolean =>
    !game.turn.ordersBegun &&
    (!game.turn.normalCardPlayUsed || usedThisTurn(player, KEY)(game)) &&
    isAllowed('reportAnyNumber', { player })(game);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Records that `player` reported in place of the normal card play this turn (which is then used).
 * @category operations
 */
export const useReportAnyNumber =
  (player: PlayerId) =>
  (game: GameState): GameState => {
    const recorded = usedThisTurn(player, KEY)(game) ? game : useThisTurn(player, KEY)(game);
    return { ...recorded, turn: { ...recorded.turn, normalCardPlayUsed: true } };
  };
