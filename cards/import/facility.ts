// CSV row → FacilityBlueprint: kind (outpost, headquarters, station), affiliations, SHIELDS, quadrant.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { FacilityBlueprint, FacilityKind } from '../blueprint';
import type { CsvRow } from './csv';
import { affiliations, attributeBox, base, type Decoded, failure, quadrantOf } from './fields';
import type { RowResult } from './row-result';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Facilities": outposts, headquarters and stations (the Class column, e.g. `Headquarters: Bajor`).
const kind = (facilityClass: string): FacilityKind => {
  const head = facilityClass.split(':')[0]?.trim();
  return head === 'Outpost' || head === 'Headquarters' || head === 'Station' ? head : 'Other';
};

const stat = (row: CsvRow, column: 'Cun/Wpn' | 'Str/Shd', name: string): Decoded<number | null> => {
  const text = row.cells[column].trim();
  if (text === '') return E.right(null);
  const box = attributeBox(text);
  return box === null || box.printed !== null
    ? E.left(failure(row, `${name} "${text}" is not a number`))
    : E.right(box.value);
};

/** Decodes a Facility row. */
export const facilityFromRow = (row: CsvRow): RowResult =>
  pipe(
    E.Do,
    E.bind('base', () => base(row)),
    E.bind('shields', () => stat(row, 'Str/Shd', 'SHIELDS')),
    E.bind('weapons', () => stat(row, 'Cun/Wpn', 'WEAPONS')),
    E.map(({ base: b, shields, weapons }) => {
      const blueprint: Omit<FacilityBlueprint, 'id'> = {
        type: 'Facility',
        ...b,
        facilityKind: kind(row.cells.Class),
        facilityClass: row.cells.Class.trim(),
        affiliations: affiliations(row.cells.Affil),
        shields: shields ?? 0,
        weapons,
        quadrant: quadrantOf(b.icons),
      };
      return { blueprint, unstructured: shields === null ? ['no SHIELDS printed'] : [] };
    }),
  );
