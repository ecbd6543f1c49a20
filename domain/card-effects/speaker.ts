// The player a declared card's text speaks to ("you", "your"): its controller; a mission's, once solved, the player who
// solved it, whoever seeded it (Rulebook 7.2 "Solving a Mission" L705: "after solving Host Metaphasic Shield Test, you
// may download …"; L600: a mission another player seeded may be attempted): "When you solve, …", "Solving player's
// ships are RANGE +1".
import * as O from 'fp-ts/Option';
import { blueprintOf, type GameState, locationOf, type PlayerId } from '../core/game-state';
import type { Source } from './in-play';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The player who solved the mission at the card's spaceline location, if it is solved.
 * @category operations
 */
export const solverHere = (source: Source, game: GameState): O.Option<PlayerId> =>
  O.flatMap(locationOf(source.id)(game), (here) => O.fromNullable(game.locations[here]?.completedBy));

/**
 * The player `source`'s text speaks to: the player who solved the mission it is, else its controller.
 * @category operations
 */
export const speakerOf = (source: Source, game: GameState): PlayerId =>
  blueprintOf(source.id)(game).type === 'Mission'
    ? O.getOrElse(() => source.controller)(solverHere(source, game))
    : source.controller;
