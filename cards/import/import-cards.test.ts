import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { allRows, describeWithCsv } from './csv-fixtures';
import { countsOf, importCards } from './import-cards';
import { BLUEPRINTS_FILE, blueprintsJson } from './write-db';

describeWithCsv('importCards', () => {
  it('should parse every Premiere and Introductory Two-Player Game card with nothing unstructured', () => {
    // Arrange
    const rows = allRows().filter((r) => r.cells.Release === 'premiere' || r.cells.Release === '2pg');
    // Act
    const result = importCards(rows);
    // Assert
    expect(rows).toHaveLength(383);
    expect(result.failures).toEqual([]);
    expect(result.unstructured).toEqual([]);
    expect(result.blueprints).toHaveLength(383);
  });

  it('should decode every row of the export (none dropped) with ids unique', () => {
    // Arrange
    const rows = allRows();
    // Act
    const result = importCards(rows);
    // Assert
    expect(result.failures).toEqual([]);
    expect(result.blueprints).toHaveLength(6281);
    expect(new Set(result.blueprints.map((b) => b.id)).size).toBe(6281);
  });

  it('should give byte-identical output when run twice on the same input', () => {
    // Arrange
    const rows = allRows();
    // Act
    const first = blueprintsJson(importCards(rows).blueprints);
    const second = blueprintsJson(importCards([...rows].reverse()).blueprints);
    // Assert
    expect(second).toBe(first);
  });

  it('should match the shipped cards/db/ data (run `npm run import-cards` after changing the importer)', () => {
    // Arrange
    const shipped = readFileSync(resolve(__dirname, '../db', BLUEPRINTS_FILE), 'utf8');
    // Act
    const fresh = blueprintsJson(importCards(allRows()).blueprints);
    // Assert
    expect(fresh === shipped).toBe(true);
  });
});

describeWithCsv('countsOf', () => {
  it('should keep unstructured cards few across all 6,281 rows (under 2%)', () => {
    // Arrange
    const rows = allRows();
    // Act
    const counts = countsOf(rows.length, importCards(rows));
    // Assert
    expect(counts.parsed).toBe(6281);
    expect(counts.parsed - counts.structured).toBeLessThan(126);
    expect(counts.unstructuredByType.map(([type]) => type)).not.toContain('Ship');
  });
});
