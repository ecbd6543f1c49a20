// Jest setup: fast-check's seed is FC_SEED when given, and fixed under CI (CI=true), so a red property replays
// exactly; elsewhere each run explores new seeds (the seed is printed in the test name).
const fc = require('fast-check');

const seed = process.env.FC_SEED ?? (process.env.CI ? '20261122' : undefined);
if (seed !== undefined) fc.configureGlobal({ seed: Number(seed) });
