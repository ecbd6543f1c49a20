// Constructors for valid responses (Rulebook "Playing 'At Any Time'") and the effects only responses and "at any time"
// plays have, so that declarations read like the printed text: `respondsTo: cardPlayed({ as: ['interrupt'] })`.
import type { CardFilter, CrewNeed, Placement, PlayedAs, Trigger } from './language';

// -------------------------------------------------------------------------------------
// constructors: triggers
// -------------------------------------------------------------------------------------

/** "any … card just played": a card play from hand not yet resolved, by anyone unless `by: 'opponent'`. */
export const cardPlayed = (
  options: {
    readonly as?: ReadonlyArray<PlayedAs>;
    readonly filter?: CardFilter;
    readonly by?: 'anyone' | 'opponent';
  } = {},
): Trigger => ({ type: 'cardPlayed', ...options, by: options.by ?? 'anyone' });

/** "either players' card draw" (`anyone`), or the opponent's. */
export const cardDrawn = (by: 'anyone' | 'opponent'): Trigger => ({ type: 'cardDrawn', by });

/** "Plays on any just killed Klingon with Honor", "only one … for each such Klingon" (`oncePerVictim`). */
export const personnelKilled = (
  options: {
    readonly filter?: CardFilter;
    readonly oncePerVictim?: boolean;
    readonly inBattle?: 'personnel';
  } = {},
): Trigger => ({ type: 'personnelKilled', ...options });

/** "Plays just after an Away Team battle is initiated" (`personnel`), or a ship battle (Rulebook 7.4 stage 2). */
export const battleInitiated = (options: {
  readonly kind: 'personnel' | 'ship';
  readonly ifYouHave?: string;
}): Trigger => ({ type: 'battleInitiated', ...options });

/** "Plays on ship being destroyed": a ship about to be destroyed (Rulebook 7.4 ship battle, stage 8). */
export const shipBeingDestroyed = (options: { readonly filter?: CardFilter } = {}): Trigger => ({
  type: 'shipBeingDestroyed',
  ...options,
});

/** "Whenever any crew or Away Team finishes a mission attempt" (a hidden agenda activated in response). */
export const attemptFinished: Trigger = { type: 'attemptFinished' };

// -------------------------------------------------------------------------------------
// constructors: placement and immediate effects
// -------------------------------------------------------------------------------------

/** "Beam … up or down": the play names a route between a planet surface and a ship or facility there. */
export const upOrDown: Placement = { type: 'route' };

// -------------------------------------------------------------------------------------
// constructors: a mission just completed (Rulebook 7.2)
// -------------------------------------------------------------------------------------

/** "on just completed planet mission" (by its solver), "on any Away Team that just completed a planet mission". */
export const missionCompleted = (options: {
  readonly mission: 'planet' | 'space';
  readonly by: 'solver' | 'anyone';
  readonly teamHas?: CrewNeed;
  readonly oncePerMission?: boolean;
}): Trigger => ({ type: 'missionCompleted', ...options });
