// The heuristic player's memory of dilemmas: a dilemma that stopped an attempt and was reseeded under the mission was
// revealed face up to both players (Rulebook 7.2), so a player may remember it. Before attempting again, the heuristic
// checks that the team meets each remembered dilemma's "to get past" requirement.
import * as O from 'fp-ts/Option';
import type { Requirement } from '../cards/blueprint';
import { declarationOf } from '../cards/dilemmas';
import type { Condition, DilemmaDeclaration } from '../cards/dilemmas/language';
import { blueprintOf, type CardId, cardsIn, type GameState, type LocationId } from '../domain/game-state';
import * as Requirements from '../domain/requirements';

/** The requirements of a condition the heuristic can judge in advance: the team's own, with no named selection. */
const requirementsOf = (condition: Condition): ReadonlyArray<Requirement> => {
  if (condition.kind === 'requires' && condition.of === undefined) return [condition.requirement];
  if (condition.kind === 'and') return condition.of.flatMap(requirementsOf);
  return [];
};

/** The seed cards under the mission that an attempt revealed and failed on: public knowledge, told in the chronicle. */
const rememberedAt = (location: LocationId, game: GameState): ReadonlyArray<CardId> => {
  const under = new Set(cardsIn({ kind: 'underMission', location })(game));
  const seen = game.chronicle.flatMap((entry) =>
    entry.card !== undefined && under.has(entry.card) && entry.text.includes('is not overcome')
      ? [entry.card]
      : [],
  );
  return [...new Set(seen)];
};

/**
 * Whether the team meets the "to get past" requirements of every dilemma it remembers under the mission.
 * @category predicates
 */
export const passesRememberedDilemmas = (
  location: LocationId,
  team: ReadonlyArray<CardId>,
  game: GameState,
): boolean =>
  rememberedAt(location, game).every((dilemma) =>
    O.match(
      () => true,
      (declaration: DilemmaDeclaration) =>
        declaration.effects
          .flatMap((effect) => (effect.type === 'toGetPast' ? requirementsOf(effect.condition) : []))
          .every((requirement) => Requirements.meets(requirement, team)(game)),
    )(declarationOf(blueprintOf(dilemma)(game))),
  );
