import * as O from 'fp-ts/Option';
import type { Trigger } from '../../cards/language/language';
import { crewOf } from '../cards-in-play/presence';
import { hasSkill } from '../cards-in-play/skills';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  type GameState,
  locationOf,
  moveCard,
  type PlayerId,
  updateCard,
} from '../core/game-state';
import type { Action } from '../responses/model';
import { matches } from './filters';
import type { Interpreter } from './immediate';
import type { PlayText } from './play';

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

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Escape Pod: "Escape pod saves entire crew. Unseen by enemy ships, crew remains in pod until personnel rescued."
/**
 * The card played goes to the target ship's location (on its mission) and the ship's crew onto it, out of the ship
 * that is about to be destroyed.
 * @category operations
 */
export const saveCrewInPod: Interpreter<'saveCrewInPod'> = (_effect, choices) => (game) => {
  const [pod, ship] = [choices.card, choices.targetCard];
  if (pod === undefined || ship === null) return game;
  const at = locationOf(ship)(game);
  if (O.isNone(at)) return game;
  const crew = crewOf(ship)(game);
  const placed = updateCard(pod, (c) => ({ ...c, faceUp: true, controller: choices.player }))(
    moveCard(pod, { kind: 'playedOn', host: at.value })(game),
  );
  const saved = crew.reduce((g, id) => moveCard(id, { kind: 'playedOn', host: pod })(g), placed);
  return record(`${named(pod)(game)} saves the crew of ${named(ship)(game)} (${crew.length})`, pod)(saved);
};

// Helpers

const isAtLocation = (id: CardId, game: GameState): boolean => {
  const kind = game.cards[id]?.zone.kind;
  return kind === 'atLocation' || kind === 'docked';
};
