// Escape Pod: "Plays on ship being destroyed. Escape pod saves entire crew. Unseen by enemy ships, crew remains in pod
// until personnel rescued. Discard after rescue." A valid response to the ships a battle is about to destroy (Rulebook
// 7.4 ship battle, stage 8: "cards that respond to the destruction of a card, such as Escape Pod"). The pod is the
// card itself, played on the location's mission (its first mission card) with the crew played on it: in play but
// aboard no ship or facility and on no planet, so present with no one, unseen by enemy ships and out of every battle.
// The rescue is automatic: when one of the crew's controller's ships or facilities is at the pod's location (after a
// battle there, after a ship's move ending there), a carried ship too, each personnel boards the first one it may
// board; the empty pod is discarded.
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Trigger } from '../../cards/language/language';
import { leavePlay } from '../cards-in-play/leave-play';
import { crewOf } from '../cards-in-play/presence';
import { hasSkill } from '../cards-in-play/skills';
import { named, record } from '../core/chronicle';
import { trigger } from '../core/game-events';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  getCard,
  type LocationId,
  locationOf,
  moveCard,
  type PlayerId,
  updateCard,
  type Zone,
} from '../core/game-state';
import { checkMayBoard } from '../orders/boarding';
import { carriersWithCarriedAt, withSites, zoneOfPlace } from '../orders/places';
import type { Action } from '../responses/model';
import { matches } from './filters';
import type { Interpreter } from './immediate';
import { declaredText } from './in-play';
import type { PlayText } from './play';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a card is an escape pod in play: a card whose text saves a crew in it, played on a mission.
 * @category predicates
 */
export const isPod =
  (card: CardId) =>
  (game: GameState): boolean => {
    const instance = game.cards[card];
    if (instance?.zone.kind !== 'playedOn') return false;
    const text = declaredText(instance.blueprint);
    return O.isSome(text) && (text.value.immediate ?? []).some((e) => e.type === 'saveCrewInPod');
  };

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

// Escape Pod: "crew remains in pod until personnel rescued. Discard after rescue."
/**
 * Each escape pod at `location`: each personnel in it boards the first of its controller's ships or facilities there
 * it may board (Rulebook "Compatible"), a ship carried aboard another last (Rulebook "Carried ships": a place there
 * too); a pod left empty is discarded.
 * @category operations
 */
export const rescue =
  (location: LocationId) =>
  (game: GameState): GameState =>
    cardsIn({ kind: 'playedOn', host: location })(game)
      .filter((card) => isPod(card)(game))
      .reduce((g, pod) => rescueFrom(pod, location)(g), game);

/**
 * The pods at the location of `card` rescued (`rescue`), when it is somewhere on the spaceline.
 * @category operations
 */
export const rescueAt =
  (card: CardId) =>
  (game: GameState): GameState => {
    const at = game.cards[card] === undefined ? O.none : locationOf(card)(game);
    return O.isSome(at) ? rescue(at.value)(game) : game;
  };

/**
 * "until personnel rescued": answers a ship's arrival where pods wait.
 * @category operations
 */
export const rescuesOnArrival = trigger({
  name: 'Escape Pod: the crew in a pod is rescued by a ship arriving there',
  on: 'ship.arrived',
  run: (event) => rescueAt(event.ship),
});

// Helpers

const isAtLocation = (id: CardId, game: GameState): boolean => {
  const kind = game.cards[id]?.zone.kind;
  return kind === 'atLocation' || kind === 'docked';
};

const isCarrier = (id: CardId, game: GameState): boolean => {
  const type = blueprintOf(id)(game).type;
  return type === 'Ship' || type === 'Facility';
};

const rescueFrom =
  (pod: CardId, location: LocationId) =>
  (game: GameState): GameState => {
    const boarded = cardsIn({ kind: 'playedOn', host: pod })(game).reduce((g, person) => {
      const controller = getCard(person)(g).controller;
      // Rulebook "Sites": aboard a station with sites, at the first site they may join
      const carrier = withSites(
        carriersWithCarriedAt(location)(g).filter(
          (c) => getCard(c)(g).controller === controller && isCarrier(c, g),
        ),
      )(g).find((place) =>
        O.exists(
          (zone: Zone) =>
            zone.kind === 'aboard' && E.isRight(checkMayBoard(person, zone.carrier, zone.site)(g)),
        )(zoneOfPlace(place)(g)),
      );
      const zone = carrier === undefined ? O.none : zoneOfPlace(carrier)(g);
      if (carrier === undefined || O.isNone(zone)) return g;
      const aboard = moveCard(person, zone.value)(g);
      return record(
        `${named(person)(g)} is rescued from ${named(pod)(g)} aboard ${named(carrier)(g)}`,
        person,
      )(aboard);
    }, game);
    return cardsIn({ kind: 'playedOn', host: pod })(boarded).length === 0
      ? leavePlay(pod, 'discard')(boarded)
      : boarded;
  };
