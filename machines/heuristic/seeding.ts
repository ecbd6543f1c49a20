// The heuristic player's seed phases: dilemmas go under the opponent's missions where they can be encountered (a
// planet dilemma under a planet mission, a space one under a space mission; Rulebook 7.2.4 Mis-seeds), spread over
// the missions, never under its own; its outpost goes where its ships have the least RANGE to fly to its missions,
// on a planet mission of its own if it can, so that Away Teams beam straight down; then its sites on its own Nors.
import * as E from 'fp-ts/Either';
import type { LocationType, MissionBlueprint } from '../../cards/blueprint';
import {
  blueprintOf,
  type CardId,
  cardsIn,
  type GameState,
  type LocationId,
  type PlayerId,
} from '../../domain/core/game-state';
import type { Command } from '../../domain/game/decisions';
import * as Spaceline from '../../domain/spaceline/spaceline';

type Seed = Extract<Command, { readonly type: 'dilemma.seed' }>;
type FacilitySeed = Extract<Command, { readonly type: 'facility.seed' }>;
type SiteSeed = Extract<Command, { readonly type: 'site.seed' }>;

const missionAt = (location: LocationId, game: GameState): CardId | undefined =>
  game.locations[location]?.missions[0];

const fits = (dilemma: LocationType | null, mission: LocationType): boolean =>
  dilemma === null || dilemma === 'dual' || mission === 'dual' || dilemma === mission;

/** How good a dilemma seed looks: one that can be encountered, under an opponent's mission with few seeds. */
const seedScore = (command: Seed, game: GameState): number => {
  const mission = missionAt(command.location, game);
  if (mission === undefined) return Number.NEGATIVE_INFINITY;
  const dilemma = blueprintOf(command.card)(game);
  const type = 'dilemmaType' in dilemma ? dilemma.dilemmaType : null;
  const printed = blueprintOf(mission)(game) as MissionBlueprint;
  if (!fits(type, printed.missionType)) return Number.NEGATIVE_INFINITY;
  if (game.cards[mission]?.owner === command.player) return Number.NEGATIVE_INFINITY;
  // the number of seed cards under a mission is public; fewer first spreads the dilemmas
  return (
    100 +
    (printed.points ?? 0) / 10 -
    cardsIn({ kind: 'underMission', location: command.location })(game).length
  );
};

/** The RANGE its ships would fly from an outpost at `location` to each of its missions, less a planet's bonus. */
const facilityScore = (command: FacilitySeed, me: PlayerId, game: GameState): number => {
  let total = 0;
  for (const location of Object.values(game.locations)) {
    const mission = location.missions.find((m) => game.cards[m]?.owner === me);
    if (mission === undefined) continue;
    const cost = Spaceline.rangeCost(command.location, location.id, me)(game);
    total -= E.isRight(cost) ? cost.right : 50;
  }
  const here = missionAt(command.location, game);
  const planet =
    here !== undefined &&
    game.cards[here]?.owner === me &&
    (blueprintOf(here)(game) as MissionBlueprint).missionType !== 'space';
  return total + (planet ? 8 : 0);
};

const bestOf = <A>(options: ReadonlyArray<A>, score: (a: A) => number): ReadonlyArray<A> => {
  let best: A[] = [];
  let top = Number.NEGATIVE_INFINITY;
  for (const option of options) {
    const s = score(option);
    if (s > top) [best, top] = [[option], s];
    else if (s === top && s > Number.NEGATIVE_INFINITY) best.push(option);
  }
  return best;
};

/**
 * The best seeding commands of a seed-phase decision, equally good, for the caller to pick among; empty when it
 * should stop seeding (every seed left would be a mis-seed or under its own missions) or the decision is not one.
 */
export const seedingChoices = (
  actions: ReadonlyArray<Command>,
  me: PlayerId,
  game: GameState,
): ReadonlyArray<Command> => {
  const dilemmas = actions.filter((a): a is Seed => a.type === 'dilemma.seed');
  if (dilemmas.length > 0) return bestOf(dilemmas, (a) => seedScore(a, game));
  const facilities = actions.filter((a): a is FacilitySeed => a.type === 'facility.seed');
  if (facilities.length > 0) return bestOf(facilities, (a) => facilityScore(a, me, game));
  // Rulebook "Facility Phase": its sites on the Nors it controls, where its own cards may report and dock
  return actions.filter(
    (a): a is SiteSeed => a.type === 'site.seed' && game.cards[a.station]?.controller === me,
  );
};
