// Borg Ship "Place at furthest spaceline end": a dilemma that enters play as a self-controlled ship in space
// (Current Rulings "battle"; domain/self-controlled.ts then has it attack and move at the end of every turn).
import type { Effect } from '../../cards/dilemmas/language';
import type { GameState, LocationId } from '../game-state';
import { placeInSpace } from '../self-controlled';
import { farEnd } from '../spaceline';
import { type Encounter, type Interpreter, proceed, takeAnswer } from './encounter-state';
import { chooser } from './selection';

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
export const placeAtFarEnd: Interpreter<Extract<Effect, { type: 'placeAtFarEnd' }>> = (
  effect,
  encounter,
  game,
) => {
  const ends = farEnd(encounter.location, encounter.player)(game);
  const placed = (end: LocationId, e: Encounter) =>
    proceed(e, placeInSpace(e.dilemma, end, otherEnd(end, game))(game));
  if (ends.length === 1) return placed(ends[0] as LocationId, encounter);
  const next = takeAnswer(encounter);
  if (next === null)
    return {
      kind: 'await',
      choice: {
        kind: 'cards',
        player: chooser(effect.ties, encounter, game),
        dilemma: encounter.dilemma,
        options: ends,
        count: 1,
      },
    };
  const [answer, rest] = next;
  if (typeof answer === 'string' || answer.length !== 1 || !ends.includes(answer[0] as string))
    throw new Error(`placeAtFarEnd: the answer ${JSON.stringify(answer)} is not a far end`);
  return placed(answer[0] as LocationId, rest);
};

// Helpers

/** The end of the spaceline opposite `end` (the same location on a spaceline of one). */
const otherEnd = (end: LocationId, game: GameState): LocationId => {
  const quadrant = game.locations[end]?.quadrant;
  const line = quadrant === undefined ? [] : (game.spacelines[quadrant] ?? []);
  return (line[0] === end ? line[line.length - 1] : line[0]) ?? end;
};
