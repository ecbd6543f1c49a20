import type { Trigger } from '../../cards/language/language';
import type { PlayText } from '../card-play/play-text';
import { hasSkill } from '../cards-in-play/skills';
import { blueprintOf, type CardId, type GameState, type PlayerId } from '../core/game-state';
import type { Action } from '../responses/model';
import { matches } from './filters';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// Escape Pod: "Plays on ship being destroyed"
/**
 * Every play of `card` (an interrupt in `player`'s hand) on a ship of the action about to be destroyed, still in
 * play, that matches the trigger's filter.
 * @category predicates
 */
export const destructionResponses =
  (
    player: PlayerId,
    card: CardId,
    trigger: Extract<Trigger, { readonly type: 'shipBeingDestroyed' }>,
    action: Action,
  ) =>
  (game: GameState): ReadonlyArray<PlayText> => {
    if (action.kind !== 'shipsBeingDestroyed') return [];
    return action.cards
      .filter((ship) => isAtLocation(ship, game) && blueprintOf(ship)(game).type === 'Ship')
      .filter(
        (ship) => trigger.filter === undefined || matches(trigger.filter, ship, { player, hasSkill })(game),
      )
      .map((ship) => ({ type: 'card.play', player, card, kind: 'interrupt', target: { card: ship } }));
  };

// Helpers

const isAtLocation = (id: CardId, game: GameState): boolean => {
  const kind = game.cards[id]?.zone.kind;
  return kind === 'atLocation' || kind === 'docked';
};
