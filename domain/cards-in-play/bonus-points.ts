// Rulebook "Dilemmas" bonus points and "Leaving Play" point area: a dilemma a player scores from goes to that player's
// point area, not out of play, and its points are added to the player's score; the personnel it held are released.
import * as O from 'fp-ts/Option';
import { named, record } from '../core/chronicle';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  locationOf,
  moveCard,
  type PlayerId,
} from '../core/game-state';
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
 * Releases the personnel held under a dilemma that is cured or nullified, onto the planet surface where it is.
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
        record(
          `${named(id)(g)} is released`,
          id,
        )(moveCard(id, { kind: 'planetSurface', location }, 'bottom')(g)),
      game,
    );
  };
