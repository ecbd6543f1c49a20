// `npm run check:imports` (CI): the import graph's shape (ARCHITECTURE "Layout", issue #14), checked by
// dependency-cruiser with `.dependency-cruiser.cjs`. It fails on a cycle between folders that the tree did not have
// and on a core rule importing a card declaration or a card interpreter that the tree did not have. What the tree had
// when the check came in is the known list (`.dependency-cruiser-known-violations.json` for the module-level rule,
// dependency-cruiser's own baseline; `scripts/known-folder-cycles.json` for the folder-level edges, which its
// baseline does not cover). Removing an import shortens them: `npm run check:imports -- --update` rewrites both, and
// refuses to while an import is new (the lists only shrink).
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const roots = [
  'index.ts',
  'domain',
  'battle',
  'machines',
  'seed-phases',
  'cards',
  'cli',
  'bench',
  'properties',
];
const knownModules = '.dependency-cruiser-known-violations.json';
const knownFolders = path.join(__dirname, 'known-folder-cycles.json');
const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise');
const run = (args) =>
  execFileSync(depcruise, ['--config', '.dependency-cruiser.cjs', ...args, ...roots], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });

const update = process.argv.includes('--update');
const result = JSON.parse(run(['--ignore-known', knownModules, '--output-type', 'json']));
/** Each import between two folders that lies on a cycle of folders, as `from -> to`. */
const cycleEdges = result.folders
  .flatMap((folder) =>
    folder.dependencies.filter((d) => d.circular).map((d) => `${folder.name} -> ${d.name}`),
  )
  .sort();
const known = new Set(JSON.parse(fs.readFileSync(knownFolders, 'utf8')));
const newCycles = cycleEdges.filter((edge) => !known.has(edge));
const newModuleViolations = result.summary.violations.filter(
  (v) => v.rule.name !== 'no-cycle-between-folders' && v.rule.severity !== 'ignore',
);
for (const edge of newCycles) console.error(`new cycle between folders: ${edge}`);
for (const v of newModuleViolations) console.error(`${v.rule.name}: ${v.from} -> ${v.to}`);
const fresh = newCycles.length + newModuleViolations.length;
// The known lists only shrink: `--update` refuses to write while an import is new (remove it first).
if (update && fresh > 0) {
  console.error(`known lists not rewritten: ${fresh} new; they only shrink`);
  process.exit(1);
}
if (update) {
  run(['--output-type', 'baseline', '--output-to', knownModules]);
  fs.writeFileSync(knownFolders, `${JSON.stringify(cycleEdges, null, 1)}\n`);
  console.log(`known: ${cycleEdges.length} folder edges on cycles; module-level list rewritten`);
  process.exit(0);
}
const gone = [...known].filter((edge) => !cycleEdges.includes(edge)).length;
console.log(
  `imports: ${cycleEdges.length} folder edges on cycles (${known.size} known, ${gone} gone), ` +
    `${result.summary.ignore} known module-level violations; ${fresh} new`,
);
process.exit(fresh === 0 ? 0 : 1);
