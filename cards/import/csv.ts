// Reads the trekcc Lackey-format CSV export into typed rows (csv-parse, strict column count).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** The export's columns in order, as printed in the header. */
export const COLUMNS = [
  'Name',
  'Set',
  'ImageFile',
  'Release',
  'Info',
  'Property',
  'Uniqueness',
  'Type',
  'Mission/ Dilemma Type',
  'Affil',
  'Class',
  'Int/Rng',
  'Cun/Wpn',
  'Str/Shd',
  'Points',
  'Region',
  'Quadrant',
  'Span',
  'Icons',
  'Staff',
  'Characteristics/ Keywords',
  'Requires',
  'Persona',
  'Command',
  'Lore',
  'Reports',
  'Names',
  'Text',
] as const;

export type Column = (typeof COLUMNS)[number];

/** One CSV row: every column as its raw string, plus where it came from. */
export interface CsvRow {
  readonly cells: Readonly<Record<Column, string>>;
  readonly origin: 'physical' | 'virtual';
  /** 1-based data line within its file (the header is line 1). */
  readonly line: number;
}

/** The two export files, in the order their rows are read. */
export const CSV_FILES = [
  { file: 'trekcc-1e-Physical.csv', origin: 'physical' },
  { file: 'trekcc-1e-Virtual.csv', origin: 'virtual' },
] as const;

// -------------------------------------------------------------------------------------
// constructors
// -------------------------------------------------------------------------------------

/** Parses one export file's text; throws when the header is not the expected one (a wrong input file). */
export const parseCsv = (text: string, origin: CsvRow['origin']): ReadonlyArray<CsvRow> => {
  const records: ReadonlyArray<ReadonlyArray<string>> = parse(text, { bom: true, skip_empty_lines: true });
  const [header, ...data] = records;
  if (header === undefined || header.join(',') !== COLUMNS.join(',')) {
    throw new Error(`unexpected CSV header: ${header?.join(',') ?? '(empty file)'}`);
  }
  return data.map((record, index) => ({
    cells: Object.fromEntries(COLUMNS.map((column, i) => [column, record[i] ?? ''])) as Record<
      Column,
      string
    >,
    origin,
    line: index + 2,
  }));
};

/** Reads both export files from `directory`, physical first. */
export const readCsvRows = (directory: string): ReadonlyArray<CsvRow> =>
  CSV_FILES.flatMap(({ file, origin }) => parseCsv(readFileSync(join(directory, file), 'utf8'), origin));
