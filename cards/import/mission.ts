// CSV row → MissionBlueprint: location type, icons, points, span, region, quadrant, requirements, text.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { MissionBlueprint } from '../blueprint';
import type { CsvRow } from './csv';
import { base, type Decoded, failure, icons, locationType, quadrantColumn } from './fields';
import { parseRequirements } from './requirements';
import type { RowResult } from './row-result';

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

// Rulebook "Missions": the point box (`35`, `30*` when the text adds a bonus, `X` when the text defines it).
const points = (row: CsvRow): Decoded<number | null> => {
  const box = row.cells.Points.trim();
  if (box === '' || /^\d*X$/.test(box)) return E.right(null);
  const m = /^(-?\d+)\*?$/.exec(box);
  return m === null ? E.left(failure(row, `point box "${box}" is not a number`)) : E.right(Number(m[1]));
};

// Rulebook "Span": the number of RANGE points a ship uses to pass the mission (`X` when the text defines it).
const span = (row: CsvRow): Decoded<number> => {
  const box = row.cells.Span.trim();
  if (box === 'X') return E.right(0);
  return /^\d+$/.test(box) ? E.right(Number(box)) : E.left(failure(row, `span "${box}" is not a number`));
};

const attemptText = (affil: string): string => affil.replace(/\[[^\]]*\]/g, '').trim();

/** Decodes a Mission or Q Mission row, with its requirement tree and the mission text after it. */
export const missionFromRow = (row: CsvRow, type: MissionBlueprint['type']): RowResult =>
  pipe(
    E.Do,
    E.bind('base', () => base(row)),
    E.bind('missionType', () => locationType(row)),
    E.bind('points', () => points(row)),
    E.bind('span', () => span(row)),
    E.bind('quadrant', () => quadrantColumn(row)),
    E.map(({ base: b, missionType, points: p, span: s, quadrant }) => {
      const parsed = parseRequirements(row.cells.Text);
      const region = row.cells.Region.trim();
      const blueprint: Omit<MissionBlueprint, 'id'> = {
        type,
        ...b,
        missionType,
        affiliationIcons: icons(row.cells.Affil),
        attemptText: attemptText(row.cells.Affil),
        points: p,
        pointsBox: row.cells.Points.trim(),
        region: region === '' ? null : region,
        quadrant,
        span: s,
        printedSpan: /^\d+$/.test(row.cells.Span.trim()) ? null : row.cells.Span.trim(),
        homeworld: b.characteristics.includes('Homeworld'),
        requirements: parsed.requirements,
        requirementText: parsed.requirementText,
        missionText: parsed.rest,
      };
      return { blueprint, unstructured: parsed.unstructured };
    }),
  );
