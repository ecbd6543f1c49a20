// Builds the library, the `stccg` CLI and the benchmark with esbuild.
const { buildSync } = require('esbuild');

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  // fp-ts's ES modules, not its CommonJS build: bundled calls are then direct, not through interop getters
  mainFields: ['module', 'main'],
};

buildSync({ ...common, entryPoints: ['./index.ts'], outfile: 'dist/index.js', packages: 'external' });
buildSync({
  ...common,
  entryPoints: ['./cli/main.ts'],
  outfile: 'dist/stccg.js',
  banner: { js: '#!/usr/bin/env node' },
});
buildSync({ ...common, entryPoints: ['./bench/main.ts'], outfile: 'dist/bench.js' });
buildSync({ ...common, entryPoints: ['./bench/fingerprint.ts'], outfile: 'dist/fingerprint.js' });
