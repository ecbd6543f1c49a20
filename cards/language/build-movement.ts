// Constructors for card text that moves ships and personnel by other means than orders (Rulebook 7.1 Move: "cards
// that allow it"), so that declarations read like the printed text: `immediate: [beamToNeighbouringLocation(6)]`.
import type { ImmediateEffect } from './language';

// -------------------------------------------------------------------------------------
// constructors: immediate effects
// -------------------------------------------------------------------------------------

/** Near-Warp Transport: "beaming from ship to a neighboring spaceline location. Transport a maximum of six …". */
export const beamToNeighbouringLocation = (max: number): ImmediateEffect => ({
  type: 'beamToNeighbouringLocation',
  max,
});
/** Wormhole: "Requires two wormholes … Ship relocates to that location (and then is 'stopped')." */
export const relocateTargetShipThroughWormholes: ImmediateEffect = {
  type: 'relocateTargetShipThroughWormholes',
};
/** Gaps in Normal Space: "Place between two Mission cards. Creates a gap with a span of 4." */
export const openGapAfterTarget = (span: number): ImmediateEffect => ({ type: 'openGapAfterTarget', span });
/** Distortion of Space/Time Continuum: "'Unstops' ship, crew, and ship's Away Teams and restores … RANGE". */
export const unstopTargetShipAndRestoreRange: ImmediateEffect = { type: 'unstopTargetShipAndRestoreRange' };

// -------------------------------------------------------------------------------------
// constructors: lasting effects
// -------------------------------------------------------------------------------------
