// Rulebook 7.2 "Solving a Mission", as cards in play make a mission harder to solve where they are: the mission
// attempt's query point `attempt.requirementsAdded` (100 Tribbles: "Where present, mission attempts require 2
// Leadership"), and the points scored, a value of the mission card that card text modifies (Rulebook 12.11 S.A.M.;
// 100,000 Tribbles: "If on a planet when that mission solved, reduces its points by 10"). Card text answers them
// (domain/card-effects/requirement-modifiers.ts, static-modifiers.ts); the outcome (outcome.ts) and the heuristic player
// ask them and import no card interpreter.
import type { MissionBlueprint, Requirement } from '../../cards/blueprint';
import * as Sam from '../cards-in-play/sam';
import { modifiersOn } from '../cards-in-play/skills';
import { blueprintOf, type CardId, type GameState } from '../core/game-state';
import { allOf, ask, type QueryPoint } from '../core/query-points';

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

/** The points of a mission card, the value card text modifies (Rulebook 7.2 "Solving a Mission"). */
const POINTS: Sam.ModifiedValue = { kind: 'mission', name: 'points' };

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

// Rulebook 7.2 (L709) "you score the mission points", 12.11 S.A.M.; 100,000 Tribbles: "If on a planet when that mission
// solved, reduces its points by 10"
/**
 * The points a mission card scores now: its printed points under the modifiers card text puts on them.
 * @category predicates
 */
export const missionPoints =
  (mission: CardId) =>
  (game: GameState): number =>
    Sam.apply(
      (blueprintOf(mission)(game) as MissionBlueprint).points ?? 0,
      modifiersOn(mission, POINTS)(game),
    );
