// Rulebook 7.2 "Solving a Mission" L713: "The mission attempt is now complete, and cards which respond to that (such
// as Particle Fountain) may be played" (Rulings "mission solving – timing"): the Away Team or crew that just completed
// the mission, as a response reads it ("present in Away Team", "on any Away Team that just completed a planet mission"):
// its members still there and able to act; while the text its solving triggers resolves (L705), the attempt's team.
// The selection `completingTeam` (cards/language/selection-language.ts).
import { canAct } from '../cards-in-play/presence';
import { type CardId, type GameState, zoneKey } from '../core/game-state';
import { currentTeam } from '../mission-attempt/team';
import type { Action } from '../responses/model';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A mission completion a response answers. */
export type Completed = Extract<Action, { readonly kind: 'missionCompleted' }>;

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/**
 * The members of the team that completed the mission still there and able to act (on the planet, for a planet
 * mission), in the order the completion lists them.
 * @category operations
 */
export const teamLeft = (action: Completed, game: GameState): ReadonlyArray<CardId> => {
  const here = zoneKey({ kind: 'planetSurface', location: action.location });
  return action.team.filter((id) => {
    const card = game.cards[id];
    if (card === undefined || !canAct(id)(game)) return false;
    return action.mission === 'space' || zoneKey(card.zone) === here;
  });
};

/**
 * The mission completion under way whose mission card `mission` is (the action a response to it answers), if any.
 * @category operations
 */
export const justCompleted = (mission: CardId, game: GameState): Completed | undefined => {
  const zone = game.cards[mission]?.zone;
  if (zone?.kind !== 'spaceline') return undefined;
  return (game.responding?.stack ?? []).find(
    (a): a is Completed => a.kind === 'missionCompleted' && a.location === zone.location,
  );
};

/**
 * The members left of the team that just completed the mission `mission` is the card of (none when none did): as a
 * response to the completion reads it, or, while the text triggered by solving it resolves (Rulebook 7.2 L705:
 * Reinitialize Warp Reaction's "solving ship"), the team of the attempt that solved it.
 * @category operations
 */
export const completingTeam = (mission: CardId, game: GameState): ReadonlyArray<CardId> => {
  const action = justCompleted(mission, game);
  return action === undefined ? solvingTeam(mission, game) : teamLeft(action, game);
};

// Rulebook 7.2 "Solving a Mission" L705: the mission just solved by the attempt under way at its location
const solvingTeam = (mission: CardId, game: GameState): ReadonlyArray<CardId> => {
  const attempt = game.attempt;
  const zone = game.cards[mission]?.zone;
  if (attempt === undefined || zone?.kind !== 'spaceline' || zone.location !== attempt.location) return [];
  if (game.locations[attempt.location]?.completedBy !== attempt.player) return [];
  return currentTeam(attempt)(game).filter((id) => canAct(id)(game));
};
