// Mission Debriefing: "Whenever any crew or Away Team finishes a mission attempt (whether successful or not), it is
// 'stopped.' (Captain's Order.)": while a card in play says so, it answers yes to the mission attempt's query point
// `attempt.teamStoppedWhenFinished` (domain/mission-attempt/finished-team.ts), and the team left when any player's
// attempt ends (solved, failed or ended by a dilemma) is stopped (Rulebook 10.2.1).
import * as O from 'fp-ts/Option';
import type { GameState } from '../core/game-state';
import type { Answer } from '../core/query-points';
import { teamStoppedWhenFinished } from '../mission-attempt/finished-team';
import { rulesInPlay } from './in-play';

/** The cards in play whose text stops the teams finishing attempts. */
const debriefings = (game: GameState) => rulesInPlay('stopsTeamsFinishingAttempts')(game);

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a card in play stops every crew or Away Team that finishes a mission attempt.
 * @category predicates
 */
export const stopsTeamsFinishingAttempts = (game: GameState): boolean => debriefings(game).length > 0;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * `stopsTeamsFinishingAttempts`: the answer to the query point `attempt.teamStoppedWhenFinished`.
 * @category operations
 */
export const stopsTeamsFinishing: Answer<void, O.Option<string>> = {
  point: teamStoppedWhenFinished,
  by: 'stopsTeamsFinishingAttempts',
  relevant: stopsTeamsFinishingAttempts,
  answer: () => (game) => O.fromNullable(debriefings(game)[0]?.source.title),
};
