// `npm run bench:compare -- OTHER_WORKTREE [GAMES] [--other-first] [--heuristic]`: this worktree's engine against
// another's (a checkout of main, say), side by side in one process: bench/side-by-side.ts (with `--heuristic`,
// bench/heuristic-games.ts: heuristic players) is bundled from each tree (copied into the other for the while), then
// the same games are played with each build, alternating build by build and game by game (both orders; heuristic
// games decision by decision), and the figures printed with their ratio (this / other). The machines are shared: absolute times are noise, ratios measured
// this way are not. CPU time is the process's (GC threads included).
const { buildSync } = require('esbuild');
const { copyFileSync, mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

const args = process.argv.slice(2);
const other = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a));
const games = Number(args.find((a) => /^\d+$/.test(a)) ?? '10');
if (other === undefined) {
  console.error('usage: npm run bench:compare -- OTHER_WORKTREE [GAMES] [--other-first] [--heuristic]');
  process.exit(1);
}
const heuristic = args.includes('--heuristic');
const entryFile = heuristic ? 'heuristic-games.ts' : 'side-by-side.ts';
const here = path.resolve(__dirname, '..');
const out = mkdtempSync(path.join(tmpdir(), 'stccg-compare-'));

const bundle = (root, name) => {
  const entry = path.join(root, 'bench', '.side-by-side-entry.ts');
  copyFileSync(path.join(here, 'bench', entryFile), entry);
  try {
    const outfile = path.join(out, `${name}.js`);
    buildSync({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      mainFields: ['module', 'main'],
      logLevel: 'warning',
      absWorkingDir: root,
    });
    return require(outfile);
  } finally {
    rmSync(entry, { force: true });
  }
};

const builds = { this: bundle(here, 'this'), other: bundle(path.resolve(other), 'other') };
const order = args.includes('--other-first') ? ['other', 'this'] : ['this', 'other'];
const sums = {};
const times = {};
const digests = {};
for (const name of order) {
  sums[name] = { games: 0 };
  digests[name] = [];
  times[name] = [];
  builds[name].play(9999, []); // warm-up
}
const add = (name, { digest, ...figures }) => {
  digests[name].push(digest);
  for (const key of Object.keys(figures)) sums[name][key] = (sums[name][key] ?? 0) + figures[key];
  sums[name].games++;
};
// heuristic games (seconds each) are played in lockstep, decision by decision, the first build alternating: both see
// the same load and the same garbage collector's debts
const lockstep = (seed) => {
  const running = Object.fromEntries(order.map((name) => [name, builds[name].start(seed, times[name])]));
  let live = [...order];
  for (let step = 0; live.length > 0; step++)
    live = (step % 2 === 0 ? live : [...live].reverse()).filter((name) => running[name].step());
  for (const name of order) add(name, running[name].figures());
};
for (let seed = 1; seed <= games; seed++)
  if (heuristic) lockstep(seed);
  else
    for (const name of seed % 2 === 1 ? order : [...order].reverse())
      add(name, builds[name].play(seed, times[name]));
const randomRow = (s, sorted) => ({
  'decision CPU µs': (s.listCpu + s.sendCpu) / s.decisions,
  'listing CPU µs': s.listCpu / s.decisions,
  'send CPU µs': s.sendCpu / s.decisions,
  'decision wall µs': (s.listWall + s.sendWall) / s.decisions,
  'p99 wall µs': sorted[Math.floor(0.99 * sorted.length)] ?? 0,
  'games/s (CPU)': s.games / ((s.listCpu + s.sendCpu + s.createCpu) / 1e6),
  'createGame CPU µs': s.createCpu / s.games,
  'fork CPU µs': s.forks === 0 ? 0 : s.forkCpu / s.forks,
});
// a heuristic decision: the players' choice (its legalActions included), then `send`; createGame is left out
const heuristicRow = (s, sorted) => ({
  'choice CPU µs': s.chooseCpu / s.decisions,
  'send CPU µs': s.sendCpu / s.decisions,
  'p99 choice CPU µs': sorted[Math.floor(0.99 * sorted.length)] ?? 0,
  'games/s (CPU)': s.games / ((s.chooseCpu + s.sendCpu) / 1e6),
});
const rows = {};
for (const name of order) {
  const sorted = [...times[name]].sort((a, b) => a - b);
  rows[name] = (heuristic ? heuristicRow : randomRow)(sums[name], sorted);
}
rows['this / other'] = Object.fromEntries(
  Object.keys(rows.this).map((key) => [key, rows.this[key] / rows.other[key]]),
);
for (const row of Object.values(rows))
  for (const key of Object.keys(row)) row[key] = Number(row[key].toFixed(3));
console.log(`${games} games, ${sums.this.decisions} decisions each; ${order[0]} build first on odd seeds`);
console.table(rows);
if (heuristic)
  console.log(
    digests.this.every((digest, index) => digest === digests.other[index])
      ? 'the same commands chosen in every game'
      : 'DIFFERENT COMMANDS CHOSEN',
  );
rmSync(out, { recursive: true, force: true });
