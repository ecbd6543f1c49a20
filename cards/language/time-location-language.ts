// The language of Time Location cards (Rulebook "Time Locations", "Reporting for Duty"; Current Rulings "time
// location"): the year and spaceline location a time location's lore names (the card data does not carry the location
// line printed above the lore, so the declaration states it), the cards "native to this timeline", and "Once per turn,
// one such card reporting at this location may report for free". `domain/time-travel/time-locations.ts` and
// `domain/card-play/time-location-reporting.ts` interpret it.

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** One clause of "Native to this timeline: …": cards with all these icons, or a card of this title (colon rule). */
export type NativeClause =
  | { readonly kind: 'allIcons'; readonly icons: ReadonlyArray<string> }
  | { readonly kind: 'titled'; readonly title: string };

/** A time location's place in the game and what may report there. */
export interface TimeLocationText {
  /** The year of the lore's location line ("2293 Khitomer"). */
  readonly year: number;
  /**
   * The titles of the missions at the corresponding spaceline location (Rulebook "Time Locations": "paired with a
   * spaceline location named in its lore"; Current Rulings: "The lore of each location will identify this
   * relationship").
   */
  readonly correspondsTo: ReadonlyArray<string>;
  /** "Native to this timeline: …": a card matching any clause is native. */
  readonly natives: ReadonlyArray<NativeClause>;
  /** "Once per turn, one such card reporting at this location may report for free." */
  readonly oneNativeReportsFreeEachTurn?: boolean;
}

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** "all cards with both [Films] and [AU] icon". @category constructors */
export const withIcons = (...icons: ReadonlyArray<string>): NativeClause => ({ kind: 'allIcons', icons });

/** "{Dr. Gillian Taylor}". @category constructors */
export const nativeTitled = (title: string): NativeClause => ({ kind: 'titled', title });
