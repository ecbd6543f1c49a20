// Where No One Has Gone Before: "Plays on table. Allows all your ships to leave one end of the spaceline and enter the
// other end." While its player has it in play, their ships may move the other way round a spaceline: out past one end
// and in at the other. Rulebook 7.1.5 Move: RANGE is the sum of the spans entered or passed, so leaving one end and
// entering the other costs the span of the location entered there (no ruling gives the step a span of its own). The
// move order asks the query point `goAround.allowed` (`allow('goAround')`) and moves along `enteredAround`.
import type { GameState, LocationId, PlayerId } from '../core/game-state';
import { spanAt } from './spaceline';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Where No One Has Gone Before: away from `to`, out past that end of the spaceline, in at the other end, on to `to`
/**
 * The locations a ship enters, in order, going from one location to another the other way round their spaceline (the
 * last is `to`); none for two locations not on one spaceline, or one location.
 * @category operations
 */
export const enteredAround =
  (from: LocationId, to: LocationId) =>
  (game: GameState): ReadonlyArray<LocationId> => {
    const quadrant = game.locations[from]?.quadrant;
    const line = quadrant === undefined ? [] : (game.spacelines[quadrant] ?? []);
    const [a, b] = [line.indexOf(from), line.indexOf(to)];
    if (a < 0 || b < 0 || a === b) return [];
    return a < b
      ? [...line.slice(0, a).reverse(), ...line.slice(b).reverse()]
      : [...line.slice(a + 1), ...line.slice(0, b + 1)];
  };

// Rulebook 7.1.5 Move: RANGE is the sum of spans entered or passed
/**
 * The RANGE the player uses going from one location to another the other way round their spaceline.
 * @category operations
 */
export const rangeAround =
  (from: LocationId, to: LocationId, player: PlayerId) =>
  (game: GameState): number =>
    enteredAround(from, to)(game).reduce((sum, loc) => sum + spanAt(loc, player)(game), 0);
