// How well a group of the heuristic player's personnel fits a requirement (machines/heuristic/value.ts): 1 when it
// meets it, a part for a partial fit, by the skills and attributes of its members that count toward requirements
// (Rulebook 7.2 "Solving a Mission", "Using Skills"), with what cards present with the group add to an attempt.
import type { Requirement } from '../../cards/blueprint';
import { skillLevel } from '../../domain/cards-in-play/skills';
import type { CardId, GameState } from '../../domain/core/game-state';
import * as Requirements from '../../domain/mission-attempt/requirements';
import { attemptRequirement, type Target } from './plan';

// Rulebook "Using Skills": skill levels add up across the team; the sum is only needed up to the level required
/** How much of a skill requirement a team's counted members have: 1 once met, else 0.9 of the share they have. */
const skillShare = (
  requirement: Extract<Requirement, { readonly kind: 'skill' }>,
  members: ReadonlyArray<CardId>,
  game: GameState,
): number => {
  if (requirement.count <= 0) return 1;
  let have = 0;
  for (const id of members) {
    have += skillLevel(id, requirement.skill)(game);
    if (have >= requirement.count) return 1;
  }
  return (0.9 * have) / requirement.count;
};

/** How much of a requirement a team's counted members have, 0 to 1 (1 only when they meet it). */
const progress = (requirement: Requirement, members: ReadonlyArray<CardId>, game: GameState): number => {
  if (requirement.kind === 'any') {
    let best = 0;
    for (const option of requirement.of) {
      best = Math.max(best, progress(option, members, game));
      if (best === 1) break;
    }
    return best;
  }
  if (requirement.kind === 'all')
    return (
      requirement.of.reduce((sum, part) => sum + progress(part, members, game), 0) / requirement.of.length
    );
  if (requirement.kind === 'skill') return skillShare(requirement, members, game);
  const short = Requirements.leafShortfall(requirement, members)(game);
  if (short === null) return 1;
  if (short.kind === 'attribute') return Math.min(0.9, Math.max(0, short.have / (short.greaterThan + 1)));
  return 0;
};

/**
 * How well a team fits a requirement: 1 when it meets it, at most a half for a partial fit, so completing a team
 * is worth more than moving an incomplete one.
 */
export const teamFit = (requirement: Requirement, team: ReadonlyArray<CardId>, game: GameState): number =>
  fitOf(requirement, { all: team, counted: Requirements.countedMembers(team)(game) }, game);

/** Personnel together, and those of them who count toward requirements (`Requirements.countsForRequirements`). */
export interface Group {
  readonly all: ReadonlyArray<CardId>;
  readonly counted: ReadonlyArray<CardId>;
}

const fitOf = (requirement: Requirement, group: Group, game: GameState): number => {
  if (group.all.length === 0) return 0;
  // progress is 1 exactly when every part is met: one pass over the requirement, not a check and then a second
  const share = progress(requirement, group.counted, game);
  return share === 1 ? 1 : 0.5 * share;
};

/** How well a group fits a target (`teamFit`), the requirements cards present with it add included. */
export const fitFor = (target: Target, group: Group, game: GameState): number =>
  fitOf(attemptRequirement(target.requirement, group.all, game), group, game);

/** A group being gathered: each member counted once it is known whether it counts toward requirements. */
export interface Gathering extends Group {
  readonly all: CardId[];
  readonly counted: CardId[];
}

export const gathering = (): Gathering => ({ all: [], counted: [] });

export const join = (group: Gathering, id: CardId, counts: boolean): void => {
  group.all.push(id);
  if (counts) group.counted.push(id);
};
