// Rulebook 7.2 "Solving a Mission" L713: "The mission attempt is now complete, and cards which respond to that (such
// as Particle Fountain) may be played" (Rulings "mission solving – timing"): the Away Team or crew that just completed
// the mission, as a response reads it ("present in Away Team", "on any Away Team that just completed a planet mission"):
// its members still there and able to act. The selection `completingTeam` (cards/language/selection-language.ts).
import { canAct } from '../cards-in-play/presence';
import { type CardId, type GameState, zoneKey } from '../core/game-state';
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
 * The members left of the team that just completed the mission `mission` is the card of (none when none did).
 * @category operations
 */
export const completingTeam = (mission: CardId, game: GameState): ReadonlyArray<CardId> => {
  const action = justCompleted(mission, game);
  return action === undefined ? [] : teamLeft(action, game);
};
