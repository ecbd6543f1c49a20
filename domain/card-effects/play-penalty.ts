// The Line Must Be Drawn Here: "Any player who plays {Amanda Rogers}, {Kevin Uxbridge} or {Q2} loses 5 points, even
// if playing Borg. (Cumulative.)": a card play of one of the titles (Rulebook 12.10 colon rule) costs its player the
// points of each card in play that names it, copies stacking only when cumulative (Rulebook 12.9). The play counts
// as it is initiated: a card nullified in response was still played. `CardPlay.play` asks this module.

import { isReferencedBy } from '../cards-in-play/persona';
import { named, record } from '../core/chronicle';
import { blueprintOf, type CardId, type GameState, type PlayerId } from '../core/game-state';
import { addScore } from '../dilemma-effects/bonus-points';
import { oncePerTitle, rulesInPlay } from './in-play';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// The Line Must Be Drawn Here: "loses 5 points"; Rulebook 12.9 Cumulative: otherwise copies do not stack
/**
 * The points a player loses for playing this card, from the cards in play that penalize it (0 when none do).
 * @category predicates
 */
export const playPenalty =
  (card: CardId) =>
  (game: GameState): number => {
    const rules = rulesInPlay('penalizesPlaying')(game);
    if (rules.length === 0) return 0;
    const blueprint = blueprintOf(card)(game);
    const naming = rules.filter((r) => r.effect.titles.some((title) => isReferencedBy(title)(blueprint)));
    return oncePerTitle(naming).reduce((sum, r) => sum + r.effect.points, 0);
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The game after `player` played `card`, with the points the cards in play make them lose for it.
 * @category operations
 */
export const penalizePlay =
  (player: PlayerId, card: CardId) =>
  (game: GameState): GameState => {
    const points = playPenalty(card)(game);
    if (points === 0) return game;
    return record(
      `${player} loses ${points} points for playing ${named(card)(game)}`,
      card,
    )(addScore(player, -points)(game));
  };
