// What the heuristic player aims at (machines/heuristic/value.ts judges how near it is): its unsolved missions with
// their points and requirements, the requirements of the dilemmas it remembers there added, and what cards present with
// a team add to its attempt (Rulebook 7.2 "Solving a Mission"). Built from what any player may see, but for the
// dilemmas of the player's own seed deck, which only its player knows.
import type { MissionBlueprint, Requirement } from '../../cards/blueprint';
import {
  blueprintOf,
  type CardId,
  type GameState,
  type LocationId,
  type PlayerId,
} from '../../domain/core/game-state';
import { extraAttemptRequirements, missionPoints } from '../../domain/mission-attempt/text-hindrances';
import { type KnownDilemma, knownDilemmas, rememberedRequirements } from './dilemmas';

/** One of the player's missions it could solve, with what a team must meet to get through. */
export interface Target {
  readonly location: LocationId;
  readonly points: number;
  readonly planet: boolean;
  readonly requirement: Requirement;
}

/** What the player aims at, computed once per decision. */
export interface Plan {
  readonly me: PlayerId;
  readonly targets: ReadonlyArray<Target>;
  /** The dilemmas of its own seed deck, which a team would rather be ready for. */
  readonly known: ReadonlyArray<KnownDilemma>;
}

/** The player's unsolved missions with points and requirements, with the remembered dilemmas' requirements added. */
const targetsOf = (me: PlayerId, game: GameState): ReadonlyArray<Target> =>
  Object.values(game.locations).flatMap((location): ReadonlyArray<Target> => {
    if (location.completedBy !== null || location.cannotSolve?.includes(me) === true) return [];
    const id = location.missions.find((m) => game.cards[m]?.owner === me);
    if (id === undefined) return [];
    const mission = blueprintOf(id)(game) as MissionBlueprint;
    // Rulebook 7.2 "Solving a Mission": the points it scores now (100,000 Tribbles: "reduces its points by 10")
    const points = missionPoints(id)(game);
    if (mission.requirements === null || points <= 0) return [];
    const dilemmas = rememberedRequirements(location.id, game);
    return [
      {
        location: location.id,
        points,
        planet: mission.missionType === 'planet',
        requirement:
          dilemmas.length === 0
            ? mission.requirements
            : { kind: 'all', of: [mission.requirements, ...dilemmas] },
      },
    ];
  });

/** The player's plan, computed once per decision. */
export const planFor = (me: PlayerId, game: GameState): Plan => ({
  me,
  known: knownDilemmas(me, game),
  targets: targetsOf(me, game),
});

/** Another player's plan as the player may judge it: their missions, not the dilemmas of their seed deck. */
export const opponentPlanFor = (other: PlayerId, game: GameState): Plan => ({
  me: other,
  known: [],
  targets: targetsOf(other, game),
});

// 100 Tribbles: "Where present, mission attempts require 2 Leadership": the requirements Rulebook 7.2 "Solving a
// Mission" asks of the cards in play (the query point attempt.requirementsAdded), asked the same way
/** What a team must meet to solve a target: its requirements, and those the cards present with the team add. */
export const attemptRequirement = (
  requirement: Requirement,
  team: ReadonlyArray<CardId>,
  game: GameState,
): Requirement => {
  const extra = extraAttemptRequirements(team)(game);
  return extra.length === 0 ? requirement : { kind: 'all', of: [requirement, ...extra] };
};
