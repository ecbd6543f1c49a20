// Borg Ship "Place at furthest spaceline end": a dilemma that enters play as a self-controlled ship in space
// (Current Rulings "battle"; domain/battle-rules/self-controlled.ts then has it attack and move at the end of every turn).
import type { Effect } from '../../cards/language/dilemma-language';
import { placeInSpace } from '../battle-rules/self-controlled';
import type { GameState, LocationId } from '../core/game-state';
import { type Interpreter, proceed } from '../mission-attempt/encounter-state';
import { withFarEnd } from './far-end-choice';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 12.6 far end of spaceline (from the mission attempted) and 12.5 Ties: "Since just-encountered dilemmas are
// not controlled by either player, the opponent of the player encountering the dilemma breaks the tie"
/**
 * Places the dilemma in space at the far end of the spaceline, heading for the other end; a tie waits on a choice of
 * the end (its location's id).
 * @category operations
 */
export const placeAtFarEnd: Interpreter<Extract<Effect, { type: 'place'; on: 'farEnd' }>> = (
  effect,
  encounter,
  game,
) =>
  withFarEnd('place', effect.ties, encounter, game, (end, e) =>
    end === undefined
      ? proceed(e, game)
      : proceed(e, placeInSpace(e.dilemma, end, otherEnd(end, game))(game)),
  );

// Helpers

/** The end of the spaceline opposite `end` (the same location on a spaceline of one). */
const otherEnd = (end: LocationId, game: GameState): LocationId => {
  const quadrant = game.locations[end]?.quadrant;
  const line = quadrant === undefined ? [] : (game.spacelines[quadrant] ?? []);
  return (line[0] === end ? line[line.length - 1] : line[0]) ?? end;
};
