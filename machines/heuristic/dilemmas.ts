// The heuristic player's memory of dilemmas: a dilemma that stopped an attempt and was reseeded under the mission was
// revealed face up to both players (Rulebook 7.2), so a player may remember it. Before attempting again, the heuristic
// checks that the team meets each remembered dilemma's "to get past" requirement. It also knows the dilemmas of its own
// seed deck, and prefers teams that would get past them.
import * as O from 'fp-ts/Option';
import type { LocationType, Requirement } from '../../cards/blueprint';
import type { Condition, DilemmaDeclaration } from '../../cards/language/dilemma-language';
import { declarationOf } from '../../cards/registry/dilemmas';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  type LocationId,
  type PlayerId,
} from '../../domain/core/game-state';
import * as Requirements from '../../domain/mission-attempt/requirements';

/** The requirements of a condition the heuristic can judge in advance: the team's own, with no named selection. */
const requirementsOf = (condition: Condition): ReadonlyArray<Requirement> => {
  if (condition.kind === 'requires' && condition.of === undefined) return [condition.requirement];
  if (condition.kind === 'and') return condition.of.flatMap(requirementsOf);
  return [];
};

/** The requirements a team must meet to get past a dilemma, or to escape what it does ("unless …"). */
const requirementsToPass = (declaration: DilemmaDeclaration): ReadonlyArray<Requirement> =>
  declaration.effects.flatMap((effect) =>
    effect.type === 'toGetPast' || (effect.type === 'unless' && effect.condition !== undefined)
      ? requirementsOf(effect.condition as Condition)
      : [],
  );

/** A dilemma the player knows, where it is encountered, and what gets a team past it. */
export interface KnownDilemma {
  readonly type: LocationType | null;
  readonly requirements: ReadonlyArray<Requirement>;
}

/**
 * The dilemmas of the player's own seed deck that a team can prepare for, once per printed card: what it seeded is
 * its own knowledge.
 * @category operations
 */
export const knownDilemmas = (me: PlayerId, game: GameState): ReadonlyArray<KnownDilemma> => {
  const seen = new Set<string>();
  const known: KnownDilemma[] = [];
  for (const card of Object.values(game.cards)) {
    if (card.owner !== me || seen.has(card.blueprint)) continue;
    seen.add(card.blueprint);
    const blueprint = blueprintOf(card.id)(game);
    if (blueprint.type !== 'Dilemma') continue;
    const requirements = O.match(() => [], requirementsToPass)(declarationOf(blueprint));
    if (requirements.length > 0) known.push({ type: blueprint.dilemmaType, requirements });
  }
  return known;
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
 * The "to get past" requirements of the dilemmas it remembers under the mission, which a team must meet as well.
 * @category operations
 */
export const rememberedRequirements = (location: LocationId, game: GameState): ReadonlyArray<Requirement> =>
  rememberedAt(location, game).flatMap((dilemma) =>
    O.match(
      (): ReadonlyArray<Requirement> => [],
      requirementsToPass,
    )(declarationOf(blueprintOf(dilemma)(game))),
  );

/**
 * Whether the team meets the "to get past" requirements of every dilemma it remembers under the mission.
 * @category predicates
 */
export const passesRememberedDilemmas = (
  location: LocationId,
  team: ReadonlyArray<CardId>,
  game: GameState,
): boolean =>
  rememberedRequirements(location, game).every((requirement) => Requirements.meets(requirement, team)(game));
