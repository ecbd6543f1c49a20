// Regenerates cards/db/ from the trekcc CSV export: `npm run import-cards [-- CSV_DIR]`.
const { buildSync } = require('esbuild');

buildSync({
  entryPoints: ['cards/import/main.ts'],
  outfile: 'dist/import-cards.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  logLevel: 'warning',
});
require('../dist/import-cards.js');
