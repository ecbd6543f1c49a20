// Constructors for valid responses (Rulebook "Playing 'At Any Time'") and the effects only responses and "at any time"
// plays have, so that declarations read like the printed text: `respondsTo: cardPlayed({ as: ['interrupt'] })`.
import type { CardFilter, ImmediateEffect, Placement, PlayedAs, Trigger } from './language';

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

// -------------------------------------------------------------------------------------
// constructors: placement and immediate effects
// -------------------------------------------------------------------------------------

/** "Beam … up or down": the play names a route between a planet surface and a ship or facility there. */
export const upOrDown: Placement = { type: 'route' };

export const returnTargetToHand: ImmediateEffect = { type: 'returnTargetToHand' };
export const discardTargetAndRedraw: ImmediateEffect = { type: 'discardTargetAndRedraw' };
export const beamYourPersonnel: ImmediateEffect = { type: 'beamYourPersonnel' };
