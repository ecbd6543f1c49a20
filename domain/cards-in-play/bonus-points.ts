// Rulebook "Dilemmas" bonus points and "Leaving Play" point area: a dilemma a player scores from goes to that player's
// point area, not out of play, and its points are added to the player's score; the personnel it held are released.
import * as O from 'fp-ts/Option';
import { named, record } from '../core/chronicle';
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
  type Zone,
} from '../core/game-state';
import { carriersHere } from '../spaceline/location-carriers';
import { leavePlay } from './leave-play';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The bonus points printed on a dilemma (its point box), 0 when it has none.
 * @category predicates
 */
export const bonusPoints =
  (dilemma: CardId) =>
  (game: GameState): number => {
    const blueprint = blueprintOf(dilemma)(game);
    const box = 'pointsBox' in blueprint ? Number.parseInt(blueprint.pointsBox, 10) : Number.NaN;
    return Number.isNaN(box) ? 0 : box;
  };

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * Adds points to a player's score.
 * @category operations
 */
export const addScore =
  (player: PlayerId, points: number) =>
  (game: GameState): GameState =>
    points === 0
      ? game
      : {
          ...game,
          players: game.players.map((p) => (p.id === player ? { ...p, score: p.score + points } : p)) as [
            GameState['players'][0],
            GameState['players'][1],
          ],
        };

// Rulebook "Dilemmas": "Instead of being discarded or placed out-of-play, dilemmas you score from should be placed in
// your bonus point area"
/**
 * Removes an overcome or cured dilemma, releasing whoever it held: to the player's point area with its points when it
 * has a point box, else out of play.
 * @category operations
 */
export const removeOvercome =
  (dilemma: CardId, player: PlayerId, earnsPoints: boolean) =>
  (game: GameState): GameState => {
    const points = earnsPoints ? bonusPoints(dilemma)(game) : 0;
    const out = leavePlay(dilemma, 'outOfPlay')(releaseHeld(dilemma)(game));
    if (points === 0) return out;
    return addScore(player, points)(moveCard(dilemma, { kind: 'pointArea', player })(out));
  };

/**
 * Releases the personnel held under a dilemma that is cured or nullified, to where they are present with its host.
 * @category operations
 */
export const releaseHeld =
  (dilemma: CardId) =>
  (game: GameState): GameState => {
    const held = cardsIn({ kind: 'playedOn', host: dilemma })(game);
    const at = locationOf(dilemma)(game);
    if (held.length === 0 || O.isNone(at)) return game;
    const location = at.value;
    return held.reduce(
      (g, id) =>
        O.match(
          () => g,
          (to: Zone) => record(`${named(id)(g)} is released`, id)(moveCard(id, to, 'bottom')(g)),
        )(releasedTo(dilemma, id, location)(g)),
      game,
    );
  };

// Rulebook 12.4 Present (L1234): released, held personnel join those present with the dilemma's host: aboard the ship
// or facility it is on; atop a planet (or space/planet) mission, on the surface; atop a space mission, which has no
// surface, aboard the ship or facility they were held from when it is still there and their controller's (the release
// undoes the hold), else aboard another of their controller's there (the first; with none, they have nowhere to go and
// stay with the dilemma, leaving play with it)
const releasedTo =
  (dilemma: CardId, id: CardId, location: LocationId) =>
  (game: GameState): O.Option<Zone> => {
    const zone = getCard(dilemma)(game).zone;
    const host = zone.kind === 'playedOn' ? blueprintOf(zone.host)(game) : undefined;
    if (zone.kind === 'playedOn' && (host?.type === 'Ship' || host?.type === 'Facility'))
      return O.some({ kind: 'aboard', carrier: zone.host });
    if (host === undefined || !('missionType' in host) || host.missionType !== 'space')
      return O.some({ kind: 'planetSurface', location });
    const held = getCard(id)(game);
    const ours = carriersHere(location)(game).filter((c) => getCard(c)(game).controller === held.controller);
    const from = held.zone.kind === 'playedOn' ? held.zone.from : undefined;
    if (from?.kind === 'aboard' && ours.includes(from.carrier)) return O.some(from);
    return O.map((carrier: CardId): Zone => ({ kind: 'aboard', carrier }))(O.fromNullable(ours[0]));
  };
