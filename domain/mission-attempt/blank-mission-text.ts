// README "No silent blank cards" for missions: a mission's attempt text ("Any crew may attempt …") matters when the
// mission is attempted, and its requirements the engine cannot read ("unevaluated", never met) when they fail the
// attempt; each time, the log says the mission plays as a blank card there and the game records it. (Its mission text,
// when it is solved: domain/mission-attempt/outcome.ts.)
import type { Requirement } from '../../cards/blueprint';
import type { GameState } from '../core/game-state';
import { markBlank } from '../core/rules-options';
import { current, logged, withAttempt } from './seed-cards';
import { missionCardFor, missionOf, readsAttemptText } from './team';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * The parts of a mission's requirements the engine cannot read (kept as their printed text), in order.
 * @category predicates
 */
export const unreadRequirements = (requirement: Requirement | null): ReadonlyArray<string> => {
  if (requirement === null) return [];
  if (requirement.kind === 'all' || requirement.kind === 'any')
    return requirement.of.flatMap(unreadRequirements);
  return requirement.kind === 'text' ? [requirement.text] : [];
};

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook 7.2 "Mission Attempt": who may attempt is the mission's (its attempt text's) to say
/**
 * The attempt under way with the mission's attempt text logged and recorded as blank, when it has one the team rule
 * does not read (only "Any crew may attempt mission." is implemented); unchanged otherwise.
 * @category operations
 */
export const noteBlankAttemptText = (game: GameState): GameState => {
  const attempt = current(game);
  const mission = missionOf(attempt.location, attempt.player)(game);
  return mission.attemptText === '' || readsAttemptText(mission)
    ? game
    : blank(game, `its attempt text is not implemented: "${mission.attemptText}"`);
};

// Rulebook 7.2 "Solving a Mission": the team left must meet the mission requirements
/**
 * The attempt under way with the mission's unread requirements logged and recorded as blank, when it has any;
 * unchanged otherwise.
 * @category operations
 */
export const noteUnreadRequirements = (game: GameState): GameState => {
  const attempt = current(game);
  const unread = unreadRequirements(missionOf(attempt.location, attempt.player)(game).requirements);
  return unread.length === 0
    ? game
    : blank(game, `its requirements are not implemented (never met): "${unread.join('", "')}"`);
};

// Helpers

const blank = (game: GameState, why: string): GameState => {
  const attempt = current(game);
  const card = missionCardFor(attempt.location, attempt.player)(game);
  const title = missionOf(attempt.location, attempt.player)(game).title;
  return withAttempt(logged(null, `${title} is a blank card here: ${why}`))(markBlank(card)(game));
};
