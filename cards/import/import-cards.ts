// Turns the export's rows into blueprints plus a report: parsed, structured, unstructured by type, failures.
import * as E from 'fp-ts/Either';
import type { Blueprint } from '../blueprint';
import type { CsvRow } from './csv';
import { decodeRow } from './decode-row';
import type { DecodeError } from './fields';
import { assignIds } from './ids';
import type { BlueprintWithoutId } from './row-result';

// -------------------------------------------------------------------------------------
// model
// -------------------------------------------------------------------------------------

/** A decoded card that is only partly structured, and why. */
export interface UnstructuredCard {
  readonly name: string;
  readonly type: string;
  readonly release: string;
  readonly reasons: ReadonlyArray<string>;
}

export interface ImportResult {
  /** Every decoded blueprint, sorted by id. */
  readonly blueprints: ReadonlyArray<Blueprint>;
  /** Rows that could not be decoded, with the card name and reason. */
  readonly failures: ReadonlyArray<DecodeError>;
  readonly unstructured: ReadonlyArray<UnstructuredCard>;
}

export interface ImportCounts {
  readonly rows: number;
  readonly parsed: number;
  readonly structured: number;
  readonly failed: number;
  /** Unstructured cards per card type, sorted by type. */
  readonly unstructuredByType: ReadonlyArray<readonly [string, number]>;
}

// -------------------------------------------------------------------------------------
// operations
// -------------------------------------------------------------------------------------

/** Decodes every row; nothing is dropped silently: a row is a blueprint or a failure. */
export const importCards = (rows: ReadonlyArray<CsvRow>): ImportResult => {
  const decoded: { blueprint: BlueprintWithoutId; imageFile: string }[] = [];
  const failures: DecodeError[] = [];
  const unstructured: UnstructuredCard[] = [];
  for (const row of rows) {
    const result = decodeRow(row);
    if (E.isLeft(result)) {
      failures.push(result.left);
      continue;
    }
    const { blueprint, unstructured: reasons } = result.right;
    decoded.push({ blueprint, imageFile: row.cells.ImageFile });
    if (reasons.length > 0) {
      unstructured.push({ name: row.cells.Name, type: blueprint.type, release: blueprint.release, reasons });
    }
  }
  return { blueprints: assignIds(decoded), failures, unstructured };
};

/** The counts the importer prints. */
export const countsOf = (rows: number, result: ImportResult): ImportCounts => {
  const byType = new Map<string, number>();
  for (const u of result.unstructured) byType.set(u.type, (byType.get(u.type) ?? 0) + 1);
  return {
    rows,
    parsed: result.blueprints.length,
    structured: result.blueprints.length - result.unstructured.length,
    failed: result.failures.length,
    unstructuredByType: [...byType.entries()].sort(([a], [b]) => (a < b ? -1 : 1)),
  };
};

/** Human-readable report lines for the counts. */
export const formatCounts = (c: ImportCounts): ReadonlyArray<string> => [
  `rows: ${c.rows}`,
  `parsed: ${c.parsed}`,
  `structured: ${c.structured}`,
  `unstructured: ${c.parsed - c.structured}${c.unstructuredByType.map(([t, n]) => `\n  ${t}: ${n}`).join('')}`,
  `failed: ${c.failed}`,
];
