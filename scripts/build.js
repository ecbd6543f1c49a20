// Builds the library (CommonJS and ES module), the `stccg` CLI, the benchmark and the viewer's page with esbuild.
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

// The card database is read at run time from the one copy the package ships (cards/db/blueprints.json, required as
// ../cards/db/blueprints.json from dist/), not inlined into each bundle: JSON.parse reads it faster than a literal.
const cardDatabase = './cards/db/blueprints.json';
// Published bundles carry no source maps (they held every source and the card database twice over).
const library = { ...common, sourcemap: false, external: [cardDatabase] };

buildSync({ ...library, entryPoints: ['./index.ts'], outfile: 'dist/index.js', packages: 'external' });
// The ES module build bundles fp-ts (its subpaths such as fp-ts/Either are directories, which Node's ES module
// loader does not resolve) and requires the card database through a require of its own.
buildSync({
  ...library,
  entryPoints: ['./index.ts'],
  outfile: 'dist/index.mjs',
  format: 'esm',
  external: [cardDatabase, 'xstate'],
  banner: {
    js: "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);",
  },
});
buildSync({
  ...library,
  entryPoints: ['./cli/main.ts'],
  outfile: 'dist/stccg.js',
  banner: { js: '#!/usr/bin/env node' },
});
// The bench's bundle is also its worker threads' script: each reads the card database as JSON, like the CLI's
buildSync({
  ...common,
  entryPoints: ['./bench/main.ts'],
  outfile: 'dist/bench.js',
  external: [cardDatabase],
});
buildSync({ ...common, entryPoints: ['./bench/fingerprint.ts'], outfile: 'dist/fingerprint.js' });
// `npm run profile` (scripts/profile.js): the games it samples, with the source map that names their frames
buildSync({ ...common, entryPoints: ['./bench/profile-games.ts'], outfile: 'dist/profile-games.js' });
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
buildSync({
  ...common,
  entryPoints: ['./machines/command-schema/write-reference.ts'],
  outfile: 'dist/command-reference.js',
});
