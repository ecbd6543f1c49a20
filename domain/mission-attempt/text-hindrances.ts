// Rulebook 7.2 "Solving a Mission", as cards in play make a mission harder to solve where they are: the mission
// attempt's query points `attempt.requirementsAdded` (100 Tribbles: "Where present, mission attempts require 2
// Leadership") and `mission.pointsReduced` (100,000 Tribbles: "If on a planet when that mission solved, reduces its
// points by 10"). Card text answers them (domain/card-effects/attempt-hindrances.ts); the outcome (outcome.ts) and the
// heuristic player ask them and import no card interpreter.
import type { Requirement } from '../../cards/blueprint';
import type { CardId, GameState, LocationId } from '../core/game-state';
import { allOf, ask, type QueryPoint, queryPoint } from '../core/query-points';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * The query point `attempt.requirementsAdded`: what card text adds to the requirements of a mission attempt by a team.
 * @category model
 */
export const requirementsAdded: QueryPoint<ReadonlyArray<CardId>, ReadonlyArray<Requirement>> = allOf(
  'attempt.requirementsAdded',
);

/**
 * The query point `mission.pointsReduced`: the points card text takes from a mission solved at a location (summed).
 * @category model
 */
export const pointsReduced: QueryPoint<LocationId, number> = queryPoint(
  'mission.pointsReduced',
  0,
  (a, b) => a + b,
);

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

// 100 Tribbles: "Where present, mission attempts require 2 Leadership"
/**
 * The requirements card text adds to a mission attempt by `team`.
 * @category predicates
 */
export const extraAttemptRequirements =
  (team: ReadonlyArray<CardId>) =>
  (game: GameState): ReadonlyArray<Requirement> =>
    ask(requirementsAdded, team)(game);

// 100,000 Tribbles: "If on a planet when that mission solved, reduces its points by 10"
/**
 * The points card text takes from a mission solved at `location`.
 * @category predicates
 */
export const pointsReducedAt =
  (location: LocationId) =>
  (game: GameState): number =>
    ask(pointsReduced, location)(game);
