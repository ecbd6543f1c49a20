// Builds the library, the `stccg` CLI, the benchmark and the viewer's page with esbuild.
const { copyFileSync } = require('node:fs');
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
// The viewer's page (Preact) for the browser, its stylesheet beside it, and Mermaid's own browser bundle: the replay
// HTML inlines the three (viewer/page-assets.ts)
buildSync({
  entryPoints: ['./viewer/page/main.tsx'],
  outfile: 'dist/viewer-page.js',
  bundle: true,
  platform: 'browser',
  format: 'iife',
  target: 'es2020',
  minify: true,
  jsx: 'automatic',
  jsxImportSource: 'preact',
  logLevel: 'warning',
});
copyFileSync(require.resolve('mermaid/dist/mermaid.min.js'), 'dist/viewer-mermaid.js');
// `npm run pictures` (viewer/pictures.ts): drives the system Chromium, so playwright-core stays outside the bundle
buildSync({
  ...common,
  entryPoints: ['./viewer/pictures.ts'],
  outfile: 'dist/pictures.js',
  external: ['playwright-core'],
});
