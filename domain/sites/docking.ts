// Rulebook "Sites" (2.11) and 7.1.4 Dock & Undock: ships dock at a Nor only at a site whose text allows it, "Place
// docked ships … atop the site card". This module reads those sentences of a site into data: "Any ship with fewer
// than three staffing icons may report, dock and undock here if ship is compatible with station's affiliation OR crew
// includes a V.I.P. OR player controlling ship has a Computer Skill personnel present at this site unopposed",
// "Any ship with no staffing requirements may report, dock (land) and undock (take off) here if …", "Ships may not
// report here but may repair here", "Capacity: 9 ships", "Klingon ships may report, dock, undock and repair at this
// Nor", and "(just before undocking, that personnel may board ship)" (the Computer Skill personnel who lets the ship
// undock, ./permissions.ts `undockBoarders`). Not read here: "Freighters and transports report for free here"
// (./reporting.ts), "Tractor Beam".
import type { Affiliation, Blueprint } from '../../cards/blueprint';
import { memoize } from '../core/memo';
import { sentencesOf } from './reporting';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** What a ship may do at a site. */
export type SiteShipAction = 'report' | 'dock' | 'undock' | 'repair';

/** The ships a docking sentence names. */
export type SiteShips =
  | { readonly kind: 'fewerStaffingIcons'; readonly than: number }
  | { readonly kind: 'noStaffingRequirements' }
  | { readonly kind: 'affiliation'; readonly affiliation: Affiliation }
  /** "Ships may not report here but may repair here": any ship docked there. */
  | { readonly kind: 'any' };

/** One sentence of a site letting ships report, dock, undock or repair there. */
export interface SiteDocking {
  readonly ships: SiteShips;
  readonly actions: ReadonlyArray<SiteShipAction>;
  /**
   * "if ship is compatible with station's affiliation OR crew includes a V.I.P. OR player controlling ship has a
   * Computer Skill personnel present at this site unopposed".
   */
  readonly conditional: boolean;
  /** "(just before undocking, that personnel may board ship)": the Computer Skill personnel may board as it undocks. */
  readonly boardsBeforeUndocking: boolean;
}

/** The ship rules of a site: its docking sentences and its capacity (none printed: no limit). */
export interface SiteShipRules {
  readonly docking: ReadonlyArray<SiteDocking>;
  readonly capacity: number | null;
}

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

const NUMBERS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
};

const DOCKING =
  /^(?:Any ship with (?:fewer than (\w+) staffing icons|(no staffing requirements))|(\w+) ships) may ((?:(?:report|dock|undock|repair)(?: \([a-z ]+\))?(?:, and |, | and )?)+) (?:here|at this Nor)( if ship is compatible with station's affiliation OR crew includes a V\.I\.P\. OR player controlling ship has a Computer Skill personnel present at this site unopposed)?( \(just before undocking, that personnel may board ship\))?(?!\w)/;

const CONDITIONLESS_REPAIR = /^Ships may not report here but may repair here\.$/;

const CAPACITY = /^Capacity: (\d+) ships\.$/;

/**
 * The ship rules printed on a site (memoised per blueprint); a "… at this Nor" sentence lets the ships dock at this
 * site (no other site of the station names them).
 * @category constructors
 */
export const siteShipRules: (site: Blueprint) => SiteShipRules = memoize((site: Blueprint) => {
  if (site.type !== 'Site') return { docking: [], capacity: null };
  const sentences = sentencesOf(site.text);
  const docking: SiteDocking[] = sentences.flatMap((sentence): ReadonlyArray<SiteDocking> => {
    const match = DOCKING.exec(sentence);
    if (match === null) return [];
    const ships = shipsOf(match);
    if (ships === null) return [];
    const actions = [...(match[4] ?? '').matchAll(/report|undock|dock|repair/g)].map(
      (m) => m[0] as SiteShipAction,
    );
    return [
      { ships, actions, conditional: match[5] !== undefined, boardsBeforeUndocking: match[6] !== undefined },
    ];
  });
  // "Ships may not report here but may repair here": any ship docked there repairs
  if (sentences.some((s) => CONDITIONLESS_REPAIR.test(s)))
    docking.push({
      ships: { kind: 'any' },
      actions: ['repair'],
      conditional: false,
      boardsBeforeUndocking: false,
    });
  const capacity = sentences.map((s) => CAPACITY.exec(s)).find((m) => m !== null);
  return { docking, capacity: capacity == null ? null : Number(capacity[1]) };
});

// -------------------------------------------------------------------------------------
// predicates
// -------------------------------------------------------------------------------------

/**
 * Whether a sentence of a site is a ship sentence read in full (a docking sentence with nothing more said, "Ships may
 * not report here but may repair here", a capacity), for `stccg coverage`.
 * @category predicates
 */
export const isReadShipSentence = (sentence: string): boolean => {
  const match = DOCKING.exec(sentence);
  return (
    (match !== null && shipsOf(match) !== null && `${match[0]}.` === sentence) ||
    CONDITIONLESS_REPAIR.test(sentence) ||
    CAPACITY.test(sentence)
  );
};

/**
 * Whether a ship is of the kind a docking sentence names (its printed staffing icons, or its affiliation).
 * @category predicates
 */
export const isShipNamed =
  (ships: SiteShips, affiliation: Affiliation | null) =>
  (ship: Blueprint): boolean => {
    if (ship.type !== 'Ship') return false;
    switch (ships.kind) {
      case 'fewerStaffingIcons':
        return ship.staffing.length < ships.than;
      case 'noStaffingRequirements':
        return ship.staffing.length === 0 && ship.staffingAlternative === null;
      case 'affiliation':
        return affiliation === ships.affiliation;
      case 'any':
        return true;
    }
  };

// Helpers

const shipsOf = (match: RegExpExecArray): SiteShips | null => {
  if (match[1] !== undefined) {
    const than = NUMBERS[match[1]];
    return than === undefined ? null : { kind: 'fewerStaffingIcons', than };
  }
  if (match[2] !== undefined) return { kind: 'noStaffingRequirements' };
  return match[3] === undefined ? null : { kind: 'affiliation', affiliation: match[3] };
};
