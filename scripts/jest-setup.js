// Jest setup: fast-check's seed is FC_SEED when given, and fixed under CI (CI=true), so a red property replays
// exactly; elsewhere each run explores new seeds (the seed is printed in the test name).
// @fast-check/jest interrupts a property at Jest's timeout (jest.config.js testTimeout) and, by default, reports the
// runs it reached as a success: a property cut short would pass having run 3 of its 25 runs. Interrupted is failed.
const fc = require('fast-check');

const seed = process.env.FC_SEED ?? (process.env.CI ? '20261122' : undefined);
fc.configureGlobal({ markInterruptAsFailure: true, ...(seed === undefined ? {} : { seed: Number(seed) }) });
