// `npm run profile -- [GAMES] [--heuristic] [--under NAME]... [--top N]` (after `npm run build`, which the npm script
// runs): random games (with `--heuristic`, heuristic players' games) between the bundled decks (bench/profile-games.ts, default 6) sampled by V8's CPU profiler, then the tables
// of scripts/profile-report.js, by TypeScript source function. `--under NAME` (repeatable) breaks down the time of
// the functions whose name contains NAME (e.g. `--under everyCandidate`, `--under "send machines/engine.ts"`).
const { execFileSync } = require('node:child_process');
const { mkdtempSync, readdirSync, readFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { profileReport } = require('./profile-report');

const args = process.argv.slice(2);
const valuesOf = (flag) => args.filter((_, index) => args[index - 1] === flag);
const games = args.find((arg, index) => /^\d+$/.test(arg) && !args[index - 1]?.startsWith('--')) ?? '6';
const top = Number(valuesOf('--top')[0] ?? '30');
const bundle = path.join(__dirname, '..', 'dist', 'profile-games.js');
const directory = mkdtempSync(path.join(tmpdir(), 'stccg-profile-'));
try {
  const played = execFileSync(
    process.execPath,
    [
      '--cpu-prof',
      '--cpu-prof-interval',
      '200',
      '--cpu-prof-dir',
      directory,
      bundle,
      games,
      ...args.filter((arg) => arg === '--heuristic'),
    ],
    { encoding: 'utf8' },
  );
  const [file] = readdirSync(directory).filter((name) => name.endsWith('.cpuprofile'));
  const profile = JSON.parse(readFileSync(path.join(directory, file), 'utf8'));
  const map = JSON.parse(readFileSync(`${bundle}.map`, 'utf8'));
  console.log(played.trim());
  console.log(
    profileReport(profile, map, { bundle: path.basename(bundle), top, under: valuesOf('--under') }).join(
      '\n',
    ),
  );
} finally {
  rmSync(directory, { recursive: true, force: true });
}
