// Mission Debriefing: "Whenever any crew or Away Team finishes a mission attempt (whether successful or not), it is
// 'stopped.' (Captain's Order.)": while a card in play says so, the cards left in the attempting team when any
// player's attempt ends (solved, failed or ended by a dilemma) are stopped (Rulebook 10.2.1). The text names the crew,
// not its ship: a ship stays as it is. `MissionAttempt.finish` asks this module.

import { setStopped } from '../cards-in-play/presence';
import { record } from '../core/chronicle';
import type { CardId, GameState } from '../core/game-state';
import { rulesInPlay } from './in-play';

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a card in play stops every crew or Away Team that finishes a mission attempt.
 * @category predicates
 */
export const stopsTeamsFinishingAttempts = (game: GameState): boolean =>
  rulesInPlay('stopsTeamsFinishingAttempts')(game).length > 0;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Mission Debriefing: "Whenever any crew or Away Team finishes a mission attempt … it is 'stopped.'"
/**
 * The game after a mission attempt ended with `team` left, the team stopped when a card in play says so.
 * @category operations
 */
export const stopTeamAfterAttempt =
  (team: ReadonlyArray<CardId>) =>
  (game: GameState): GameState => {
    if (!stopsTeamsFinishingAttempts(game)) return game;
    const moving = team.filter((id) => game.cards[id]?.stopped === false);
    if (moving.length === 0) return game;
    return record('Mission Debriefing: the team that finished the mission attempt is stopped')(
      moving.reduce((g, id) => setStopped(id, true)(g), game),
    );
  };
