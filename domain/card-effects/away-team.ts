// Rulings 2000-06-26 "Away Team and crew": "All your compatible personnel on a planet … are considered a single Away
// Team …, excluding personnel who are disabled, in stasis, under house arrest, or 'stopped' (they form a separate
// group)". Card text that acts on "an Away Team" targets one of its members; this module finds the rest.
import * as O from 'fp-ts/Option';
import { areCompatible } from '../cards-in-play/compatibility';
import { awayTeamsAt, isSeparated } from '../cards-in-play/presence';
import { blueprintOf, type CardId, cardsIn, type GameState, getCard, locationOf } from '../core/game-state';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulings "Away Team and crew": the compatible personnel with it, in the same group (stopped ones form their own)
/**
 * The Away Team a personnel is in (itself included), or none when it is not in one.
 * @category operations
 */
export const awayTeamOf =
  (member: CardId) =>
  (game: GameState): ReadonlyArray<CardId> => {
    const at = locationOf(member)(game);
    if (O.isNone(at)) return [];
    const team = awayTeamsAt(
      at.value,
      getCard(member)(game).controller,
    )(game).find((t) => t.includes(member));
    if (team === undefined) return [];
    const apart = isSeparated(member)(game);
    return team.filter((id) => isSeparated(id)(game) === apart);
  };

// Rulings "Away Team and crew": an Away Team is associated with one ship; the engine does not record which, so "ship's
// Away Teams" (Distortion of Space/Time Continuum) are read from place and compatibility
/**
 * The ship's Away Teams, as read here: its controller's personnel on the planet surface at its location who are
 * compatible with it.
 * @category operations
 */
export const shipsAwayTeams =
  (ship: CardId) =>
  (game: GameState): ReadonlyArray<CardId> => {
    const at = locationOf(ship)(game);
    if (O.isNone(at)) return [];
    const controller = getCard(ship)(game).controller;
    return cardsIn({ kind: 'planetSurface', location: at.value })(game).filter(
      (id) =>
        getCard(id)(game).controller === controller &&
        blueprintOf(id)(game).type === 'Personnel' &&
        areCompatible(id, ship)(game),
    );
  };
