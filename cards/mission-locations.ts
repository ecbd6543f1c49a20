// Rulebook "Mission Pile" (L176): "Each of your missions must be at a different location. For example, Study Rare
// Phenomenon and Attack at Rare Phenomenon have the same location ('Compression anomaly')"; "Mission Phase" (L229): "If
// two players seed the same location in the same quadrant, it becomes a shared mission … Aftermath and Aftermath II …
// are the same location ('Lifeless Planet')". The location printed on a mission card is not in the trekcc export (no
// column, and the lore is the mission's brief), so this table derives it from the title, with the differently named
// missions known to share a location listed by hand.
import type { Blueprint, BlueprintId, MissionBlueprint } from './blueprint';
import { type CardDatabase, loadCardDatabase } from './database';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/**
 * Missions with different titles at the same location, each mapped to the title the location is keyed by: the
 * rulebook's example (L176). Extend it with a citation when another such pair is published.
 */
const SAME_LOCATION: Readonly<Record<string, string>> = {
  // Rulebook L176: "Study Rare Phenomenon and Attack at Rare Phenomenon have the same location"
  'Attack at Rare Phenomenon': 'Study Rare Phenomenon',
};

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

// Rulebook L176, L229: a printing's title without its variant marks (a trailing `(…)`, `*VP`, ` 2E`); a "Mission II"
// card is at its first mission's location (Aftermath II at Aftermath); the hand-listed pairs of SAME_LOCATION
/**
 * The location key of a mission card: equal keys in one quadrant are one location.
 * @category constructors
 */
export const locationKey = (mission: MissionBlueprint): string => {
  const base = mission.title
    .replace(/\s*\([^)]*\)$/, '')
    .replace(/\s+\*\w*$/, '')
    .replace(/ 2E$/, '');
  const first = mission.characteristics.includes('Mission II') ? base.replace(/ II$/, '') : base;
  return SAME_LOCATION[first] ?? first;
};

/**
 * The location of every mission card of the database, by blueprint id.
 * @category constructors
 */
export const missionLocationTable = (database: CardDatabase): ReadonlyMap<BlueprintId, string> =>
  new Map(database.all.filter(isMission).map((mission) => [mission.id, locationKey(mission)] as const));

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

let table: ReadonlyMap<BlueprintId, string> | undefined;

/**
 * The location of a mission card, from the table of the bundled database (derived for a card outside it).
 * @category operations
 */
export const missionLocation = (mission: MissionBlueprint): string => {
  table ??= missionLocationTable(loadCardDatabase());
  return table.get(mission.id) ?? locationKey(mission);
};

// Helpers

const isMission = (card: Blueprint): card is MissionBlueprint =>
  card.type === 'Mission' || card.type === 'Q Mission';
