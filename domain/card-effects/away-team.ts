// Rulings 2000-06-26 "Away Team and crew": "All your compatible personnel on a planet … are considered a single Away
// Team …, excluding personnel who are disabled, in stasis, under house arrest, or 'stopped' (they form a separate
// group)". Card text that acts on "an Away Team" targets one of its members; this module finds the rest.
import * as O from 'fp-ts/Option';
import { awayTeamsAt, isSeparated } from '../cards-in-play/presence';
import { type CardId, type GameState, getCard, locationOf } from '../core/game-state';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulings "Away Team and crew": the compatible personnel with it, in the same group (stopped ones form their own)
/**
 * The Away Team a personnel is in (itself included), or none when it is not in one.
 * @category operations
 */
export const awayTeamOf =
  (member: CardId) =>
  (game: GameState): ReadonlyArray<CardId> => {
    const at = locationOf(member)(game);
    if (O.isNone(at)) return [];
    const team = awayTeamsAt(
      at.value,
      getCard(member)(game).controller,
    )(game).find((t) => t.includes(member));
    if (team === undefined) return [];
    const apart = isSeparated(member)(game);
    return team.filter((id) => isSeparated(id)(game) === apart);
  };
