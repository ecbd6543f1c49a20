// CSV row → DilemmaBlueprint or OtherBlueprint (events, interrupts, objectives, time locations, …).
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { DilemmaBlueprint, OtherBlueprint, Quadrant } from '../blueprint';
import type { CsvRow } from './csv';
import { affiliations, base, type Decoded, locationType, quadrantColumn } from './fields';
import type { RowResult } from './row-result';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

const printedStats = (row: CsvRow): ReadonlyArray<string> => {
  const stats = [row.cells['Int/Rng'], row.cells['Cun/Wpn'], row.cells['Str/Shd']].map((s) => s.trim());
  return stats.every((s) => s === '') ? [] : stats;
};

const optional = <A>(present: boolean, decode: () => Decoded<A>): Decoded<A | null> =>
  present ? decode() : E.right(null);

/** Decodes a Dilemma or Q Dilemma row: its type box says where it may be encountered ([P], [S], [S/P]). */
export const dilemmaFromRow = (row: CsvRow, type: DilemmaBlueprint['type']): RowResult =>
  pipe(
    E.Do,
    E.bind('base', () => base(row)),
    E.bind('dilemmaType', () =>
      optional(row.cells['Mission/ Dilemma Type'].trim() !== '', () => locationType(row)),
    ),
    E.map(({ base: b, dilemmaType }) => {
      const blueprint: Omit<DilemmaBlueprint, 'id'> = {
        type,
        ...b,
        dilemmaType,
        pointsBox: row.cells.Points.trim(),
        printedStats: printedStats(row),
      };
      return {
        blueprint,
        unstructured:
          dilemmaType === null && type === 'Dilemma' ? ['no dilemma type box ([P], [S], [S/P])'] : [],
      };
    }),
  );

/** Decodes any other card type; its game text stays as printed. */
export const otherFromRow = (row: CsvRow, type: OtherBlueprint['type']): RowResult =>
  pipe(
    E.Do,
    E.bind('base', () => base(row)),
    E.bind('locationType', () =>
      optional(row.cells['Mission/ Dilemma Type'].trim() !== '', () => locationType(row)),
    ),
    E.bind('quadrant', () => optional<Quadrant>(row.cells.Quadrant.trim() !== '', () => quadrantColumn(row))),
    E.map(({ base: b, locationType: l, quadrant }) => {
      const blueprint: Omit<OtherBlueprint, 'id'> = {
        type,
        ...b,
        affiliations: affiliations(row.cells.Affil),
        locationType: l,
        quadrant,
        pointsBox: row.cells.Points.trim(),
        printedStats: printedStats(row),
      };
      return { blueprint, unstructured: [] };
    }),
  );
