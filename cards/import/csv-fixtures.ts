// Test support: real rows of the trekcc export, looked up by name and release (read once per test file).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { type CsvRow, readCsvRows } from './csv';

/** The export folder, `../shared/cards` from the repository root. */
export const CSV_DIR = resolve(__dirname, '../../../shared/cards');

/**
 * `describe` when the export is beside the repository (as in CI), else `describe.skip`: the importer's tests read
 * real rows, and a clone without `../shared` still runs every other test on the shipped `cards/db/` data.
 */
export const describeWithCsv: typeof describe = existsSync(CSV_DIR) ? describe : describe.skip;

let rows: ReadonlyArray<CsvRow> | undefined;

/** Every row of both export files. */
export const allRows = (): ReadonlyArray<CsvRow> => {
  rows ??= readCsvRows(CSV_DIR);
  return rows;
};

/** The row with this exact Name and Release; throws when the export has no such row. */
export const realRow = (name: string, release: string): CsvRow => {
  const row = allRows().find((r) => r.cells.Name === name && r.cells.Release === release);
  if (row === undefined) throw new Error(`no row "${name}" in release ${release}`);
  return row;
};
