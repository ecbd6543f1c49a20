// Rulebook "Mission Phase": a location of the game (`GameState.locations`): a spaceline location (one mission card,
// or two for a shared mission), a gap between missions or a time location.
import type { Quadrant } from '../../cards/blueprint';
import type { CardId, LocationId, PlayerId } from './card-instance';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A spaceline location: one mission card, or two for a shared mission (Rulebook "Mission Phase"). */
export interface Location {
  readonly id: LocationId;
  readonly quadrant: Quadrant;
  /** The mission cards at this location, first placed first. */
  readonly missions: ReadonlyArray<CardId>;
  /** The player who solved it, or null (Rulebook 7.2 "Solving a Mission"). */
  readonly completedBy: PlayerId | null;
  /** Rulebook 7.2.4 Mis-seeds: players who encountered their own mis-seed here and can never solve it; absent if none. */
  readonly cannotSolve?: ReadonlyArray<PlayerId>;
  /**
   * A location that is no mission (Gaps in Normal Space: "Creates a gap with a span of 4"): its span, its id the card
   * that created it, `missions` empty; absent for mission locations.
   */
  readonly span?: number;
  /**
   * Rulebook "Time Locations": a time location, on no spaceline; its id the time location card's, which sits in zone
   * `spaceline` of it, `missions` empty (domain/time-travel/time-locations.ts); absent for spaceline locations.
   */
  readonly timeLocation?: true;
}
