// Constructors for card text that moves ships and personnel by other means than orders (Rulebook 7.1 Move: "cards
// that allow it"), so that declarations read like the printed text: `immediate: [relocate(toNeighbouringLocation(6))]`.
import type { ImmediateEffect, PlayedRelocation } from './language';

// -------------------------------------------------------------------------------------
// constructors: immediate effects
// -------------------------------------------------------------------------------------

/** "Relocates …": cards relocate where the play names, by the means `to` describes. */
export const relocate = (to: PlayedRelocation): ImmediateEffect => ({ type: 'relocate', to });
/** Near-Warp Transport: "beaming from ship to a neighboring spaceline location. Transport a maximum of six …". */
export const toNeighbouringLocation = (max: number): PlayedRelocation => ({
  kind: 'neighbouringLocation',
  max,
});
/** Wormhole: "Requires two wormholes … Ship relocates to that location (and then is 'stopped')." */
export const throughWormholes: PlayedRelocation = { kind: 'throughWormholes' };
/** Emergency Transporter Armbands: "Beam your Personnel up or down": along the route the play names (Rulebook 7.1.1). */
export const beamingAlongRoute: PlayedRelocation = { kind: 'alongRoute' };

// -------------------------------------------------------------------------------------
// constructors: lasting effects
// -------------------------------------------------------------------------------------
