// Rulebook "Required Actions" and Rulings "outpost": Incoming Message ("Your ship must immediately return to the
// nearest Klingon outpost, full speed. Place on one Klingon ship until outpost reached, then discard."). The card plays
// on the ship and stays there; where the ship must go is decided as it is played (domain/orders/required-actions.ts).
import type { ImmediateEffect } from '../../cards/language/language';
import { type GameState, getCard } from '../core/game-state';
import { compel, nearestOutposts } from '../orders/required-actions';
import type { PlayChoices } from './immediate';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 12.6 "nearest": fewest locations away, then least span; a tie leaves each nearest outpost a destination
/**
 * Compels the target ship to travel to its controller's nearest outpost of the affiliation, with the card played on it.
 * @category operations
 */
export const mustTravel =
  (effect: Extract<ImmediateEffect, { readonly type: 'mustTravel' }>, choices: PlayChoices) =>
  (game: GameState): GameState => {
    const { card, targetCard: ship } = choices;
    if (card === undefined || ship === null || game.cards[card]?.zone.kind !== 'playedOn') return game;
    const to = nearestOutposts(ship, effect.to.affiliation)(game);
    return to.length === 0 ? game : compel(card, ship, to, getCard(ship)(game).controller)(game);
  };
