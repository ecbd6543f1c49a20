// `npm run import-cards [-- CSV_DIR] [--verbose]`: regenerates cards/db/ from the trekcc CSV export and prints
// the counts (parsed, structured, unstructured by type); `--verbose` also lists each unstructured card and why.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readCsvRows } from './csv';
import { countsOf, formatCounts, importCards } from './import-cards';
import { BLUEPRINTS_FILE, blueprintsJson, dbReadme } from './write-db';

const run = (args: ReadonlyArray<string>): number => {
  const root = process.cwd();
  const csvDir = resolve(root, args.find((a) => !a.startsWith('--')) ?? '../shared/cards');
  const dbDir = join(root, 'cards', 'db');
  const rows = readCsvRows(csvDir);
  const result = importCards(rows);
  const lines = formatCounts(countsOf(rows.length, result));
  mkdirSync(dbDir, { recursive: true });
  writeFileSync(join(dbDir, BLUEPRINTS_FILE), blueprintsJson(result.blueprints));
  writeFileSync(join(dbDir, 'README.md'), dbReadme(lines));
  for (const f of result.failures) process.stderr.write(`failed: ${f.name}: ${f.reason}\n`);
  if (args.includes('--verbose')) {
    for (const u of result.unstructured) {
      process.stdout.write(`unstructured ${u.type} ${u.release} ${u.name}: ${u.reasons.join('; ')}\n`);
    }
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  return result.failures.length > 0 ? 1 : 0;
};

try {
  process.exitCode = run(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`import-cards: ${(error as Error).message}\n`);
  process.exitCode = 1;
}
