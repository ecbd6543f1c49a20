// `npm run jit -- [GAMES] [--top N]` (after `npm run build`, which the npm script runs): how much work V8's optimizing
// compiler does while random games are played (bench/profile-games.ts, default 40), and why it does it again (issue
// #17: a second worker thread pays for it too). The games run under `--log-code --log-deopt --trace-opt` with
// scripts/thread-cpu.js preloaded; the report names each function by its TypeScript source (the bundle's source map).
const { execFileSync } = require('node:child_process');
const { mkdtempSync, readFileSync, rmSync } = require('node:fs');
const { SourceMap } = require('node:module');
const { tmpdir } = require('node:os');
const path = require('node:path');

/** `name file:line` of a function the V8 log places at `line:column` of the bundle, by the source map. */
const namerOf = (map) => (name, script, line, column) => {
  const entry = script.endsWith('profile-games.js') ? map.findEntry(line - 1, column - 1) : undefined;
  const file =
    entry?.originalSource === undefined
      ? script.replace(/^.*\//, '')
      : entry.originalSource
          .replace(/^(\.\.\/)+/, '')
          .replace(/^.*?(node_modules\/(?:@[^/]+\/)?[^/]+)\/.*$/, '$1');
  return `${name || '(anonymous)'} ${file}:${entry?.originalSource === undefined ? line : entry.originalLine + 1}`;
};

const creation = /^code-creation,JS,(\d+),\d+,(0x[0-9a-f]+),\d+,(.*?) ?(\S+):(\d+):(\d+),(0x[0-9a-f]+),/;
const deoptimization =
  /^code-deopt,\d+,\d+,(0x[0-9a-f]+),-?\d+,-?\d+,([\w-]+),<(?:(\S+):(\d+):(\d+))?[^>]*>,(.*)$/;
const compiled = /^\[completed compiling .*\(sfi = (0x[0-9a-f]+)\).*took ([\d.]+), ([\d.]+), ([\d.]+) ms/;
const turbofan = '13'; // V8's CodeKind::TURBOFAN in the log's code-creation events (Node 20)

/**
 * The figures of a V8 log (`--log-code --log-deopt`) and a `--trace-opt` trace of the same run: every TurboFan
 * compilation by function, whether it followed a deoptimization of that function's code, its compile time (the
 * trace's milliseconds, wall time on V8's threads), and every deoptimization by reason and source position.
 */
const jitReport = (logText, traceText, nameOf) => {
  const functions = new Map(); // name -> { compilations, afterDeopt, ms, deopts }
  const bySharedInfo = new Map(); // the function's shared info (untagged address) -> name
  const byCode = new Map(); // optimized code address -> name
  const deoptedLast = new Set();
  const deopts = new Map(); // `kind reason @ position` -> count
  const entry = (name) => {
    let figures = functions.get(name);
    if (figures === undefined) {
      figures = { compilations: 0, afterDeopt: 0, ms: 0, deopts: 0 };
      functions.set(name, figures);
    }
    return figures;
  };
  for (const line of logText.split('\n')) {
    const made = creation.exec(line);
    if (made !== null) {
      const name = nameOf(made[3], made[4], Number(made[5]), Number(made[6]));
      bySharedInfo.set(made[7], name);
      if (made[1] !== turbofan) continue;
      byCode.set(made[2], name);
      const figures = entry(name);
      figures.compilations++;
      if (deoptedLast.delete(name)) figures.afterDeopt++;
      continue;
    }
    const undone = deoptimization.exec(line);
    if (undone === null) continue;
    const name = byCode.get(undone[1]) ?? '(unknown)';
    entry(name).deopts++;
    deoptedLast.add(name);
    const where =
      undone[3] === undefined ? '' : ` @ ${nameOf('', undone[3], Number(undone[4]), Number(undone[5]))}`;
    const key = `${undone[2]} ${undone[6]}${where.replace('(anonymous) ', '')}`;
    deopts.set(key, (deopts.get(key) ?? 0) + 1);
  }
  const seen = new Set();
  const compileMs = { first: 0, again: 0 };
  for (const line of traceText.split('\n')) {
    const done = compiled.exec(line);
    if (done === null) continue;
    const name = bySharedInfo.get(`0x${(BigInt(done[1]) - 1n).toString(16)}`) ?? '(unknown)';
    const ms = Number(done[2]) + Number(done[3]) + Number(done[4]);
    entry(name).ms += ms;
    compileMs[seen.has(name) ? 'again' : 'first'] += ms;
    seen.add(name);
  }
  const all = [...functions.values()];
  const compilations = all.reduce((sum, f) => sum + f.compilations, 0);
  const compiledFunctions = all.filter((f) => f.compilations > 0).length;
  const afterDeopt = all.reduce((sum, f) => sum + f.afterDeopt, 0);
  return {
    compilations,
    compiledFunctions,
    recompilations: compilations - compiledFunctions,
    afterDeopt,
    deopts: [...deopts.values()].reduce((sum, n) => sum + n, 0),
    compileMs,
    functions,
    deoptSites: deopts,
  };
};

/** The report as lines: totals, then the `top` functions by compile time and the `top` deoptimization sites. */
const reportLines = (report, top) => [
  `TurboFan compilations: ${report.compilations} of ${report.compiledFunctions} functions; recompilations: ` +
    `${report.recompilations} (${report.afterDeopt} after a deoptimization of the function's own code, the others ` +
    'after its optimized code was dropped, e.g. by a full garbage collection)',
  `compile time (trace-opt, ms on V8's threads): first compilations ${report.compileMs.first.toFixed(0)}, ` +
    `recompilations ${report.compileMs.again.toFixed(0)}`,
  `deoptimizations: ${report.deopts}`,
  '',
  'compile ms  compilations  deopts  function',
  ...[...report.functions]
    .sort((a, b) => b[1].ms - a[1].ms)
    .slice(0, top)
    .map(
      ([name, f]) =>
        `${f.ms.toFixed(0).padStart(10)}  ${String(f.compilations).padStart(12)}  ${String(f.deopts).padStart(6)}  ${name}`,
    ),
  '',
  'deopts  kind, reason @ position',
  ...[...report.deoptSites]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([site, n]) => `${String(n).padStart(6)}  ${site}`),
];

module.exports = { jitReport, reportLines };

if (require.main === module) {
  const args = process.argv.slice(2);
  const games = args.find((arg, index) => /^\d+$/.test(arg) && args[index - 1] !== '--top') ?? '40';
  const top = Number(args[args.indexOf('--top') + 1] ?? '25') || 25;
  const bundle = path.join(__dirname, '..', 'dist', 'profile-games.js');
  const directory = mkdtempSync(path.join(tmpdir(), 'stccg-jit-'));
  try {
    const logFile = path.join(directory, 'v8.log');
    const flags = [
      '--log-code',
      '--log-deopt',
      `--logfile=${logFile}`,
      '--no-logfile-per-isolate',
      '--trace-opt',
    ];
    const preload = ['--require', path.join(__dirname, 'thread-cpu.js')];
    const trace = execFileSync(process.execPath, [...flags, ...preload, bundle, games], {
      encoding: 'utf8',
      maxBuffer: 1 << 30,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const nameOf = namerOf(new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, 'utf8'))));
    const report = jitReport(readFileSync(logFile, 'utf8'), trace, nameOf);
    console.log(
      trace
        .split('\n')
        .filter((line) => !line.startsWith('['))
        .join('\n')
        .trim(),
    );
    console.log(reportLines(report, top).join('\n'));
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
