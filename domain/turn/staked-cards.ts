// README "End of the game": the question the end of the game asks of the cards in play (a query point,
// domain/core/query-points.ts): how many cards the eventual winner may randomly select and keep from the loser's deck
// (Raise the Stakes, answered by domain/card-effects/stakes.ts). A module that imports only the core, so that the
// point exists before any answer to it is built.
import { queryPoint } from '../core/query-points';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * Query point: the cards staked in the game, the sum of the answers (0 when none).
 * @category model
 */
export const gameStakes = queryPoint<void, number>('victory.stakedCards', 0, (a, b) => a + b);
