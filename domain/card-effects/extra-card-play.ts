// Horga'hn: "Immediately plays on table. Each turn, gain an additional normal card play OR at end of turn, draw an
// extra card." Rulebook 12.2: "each" turn is each turn of the card's subject, its controller. Rulebook "Play a Card":
// the additional normal card play is one more card play before orders; a player who does not use it draws the extra
// card at the end of the turn instead (one or the other, once each turn, whatever the copies: 12.9 not cumulative).
// `CardPlay` asks `hasExtraCardPlay` once the normal card play is spent; `atEndOfTurn` calls `extraDrawAtEndOfTurn`.

import { canAct } from '../cards-in-play/presence';
import { named, record } from '../core/chronicle';
import { drawCards } from '../core/draw-cards';
import type { CardId, GameState, PlayerId } from '../core/game-state';
import { usedThisTurn, useThisTurn } from '../core/this-turn';
import { rulesInPlay } from './in-play';

const KEY = 'extraCardPlay';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/** The card `player` controls in play that gives them Horga'hn's choice this turn, if any. */
const grantor = (player: PlayerId, game: GameState): CardId | undefined =>
  rulesInPlay('extraCardPlayOrDraw')(game).find(
    (r) => r.source.controller === player && canAct(r.source.id)(game),
  )?.source.id;

const granted =
  (player: PlayerId) =>
  (game: GameState): boolean =>
    grantor(player, game) !== undefined;

// Horga'hn: "Each turn, gain an additional normal card play"
/**
 * Whether `player` may make an additional normal card play now: their normal card play is spent, orders have not
 * begun, and a card of theirs in play grants one that they have not used this turn.
 * @category predicates
 */
export const hasExtraCardPlay =
  (player: PlayerId) =>
  (game: GameState): boolean =>
    game.turn.active === player &&
    game.turn.normalCardPlayUsed &&
    !game.turn.ordersBegun &&
    !usedThisTurn(player, KEY)(game) &&
    granted(player)(game);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Records that `player` made their additional normal card play this turn (so draws no extra card at its end).
 * @category operations
 */
export const useExtraCardPlay = (player: PlayerId): ((game: GameState) => GameState) =>
  useThisTurn(player, KEY);

// Horga'hn: "OR at end of turn, draw an extra card"
/**
 * At the end of the active player's turn, the extra card draw of a player who did not make the additional card play.
 * @category operations
 */
export const extraDrawAtEndOfTurn = (game: GameState): GameState => {
  const player = game.turn.active;
  const source = grantor(player, game);
  if (source === undefined || usedThisTurn(player, KEY)(game)) return game;
  return record(`${player} draws an extra card: ${named(source)(game)}`, source)(drawCards(player, 1)(game));
};
