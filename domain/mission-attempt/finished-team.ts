// Rulebook 7.2 "Attempting a Mission", as card text changes how one ends: "Whenever any crew or Away Team finishes a
// mission attempt (whether successful or not), it is 'stopped.'" (Mission Debriefing). The mission attempt's query point
// `attempt.teamStoppedWhenFinished` asks whether a card in play says so (domain/card-effects/debriefing.ts answers it);
// `finish` (outcome.ts) and a hidden agenda activated in response to an attempt just finished (Rulebook "Playing 'At
// Any Time'": "retroactive effect, if a valid response", domain/responses/answers.ts) stop the team left. The text names
// the crew, not its ship: a ship stays as it is.
import * as O from 'fp-ts/Option';
import { setStopped } from '../cards-in-play/presence';
import { record } from '../core/chronicle';
import type { CardId, GameState } from '../core/game-state';
import { ask, type QueryPoint, queryPoint } from '../core/query-points';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * The query point `attempt.teamStoppedWhenFinished`: the title of the first card in play whose text stops every crew or
 * Away Team that finishes a mission attempt, if any.
 * @category model
 */
export const teamStoppedWhenFinished: QueryPoint<void, O.Option<string>> = queryPoint<void, O.Option<string>>(
  'attempt.teamStoppedWhenFinished',
  O.none,
  (a, b) => (O.isSome(a) ? a : b),
);

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Mission Debriefing: "Whenever any crew or Away Team finishes a mission attempt … it is 'stopped.'" (Rulebook 10.2.1)
/**
 * The game after a mission attempt ended with `team` left, the team stopped when card text in play says so.
 * @category operations
 */
export const stopTeamAfterAttempt =
  (team: ReadonlyArray<CardId>) =>
  (game: GameState): GameState => {
    const by = ask(teamStoppedWhenFinished, undefined)(game);
    if (O.isNone(by)) return game;
    const moving = team.filter((id) => game.cards[id]?.stopped === false);
    if (moving.length === 0) return game;
    return record(`${by.value}: the team that finished the mission attempt is stopped`)(
      moving.reduce((g, id) => setStopped(id, true)(g), game),
    );
  };
