// `npm test`: two Jest projects over the TypeScript tests (scripts/jest-projects.js).
// - `shared-modules` (nearly every file) runs on jest-light-runner: each worker thread loads the engine's modules and
//   the card database once for all its test files, where Jest's own runner loads them again for each file in a fresh
//   module registry (about 0.35 s of CPU per file, three quarters of the suite's time). Node loads the TypeScript
//   through tsx (esbuild). A test must therefore leave module state as it found it.
// - `isolated` (`*.isolated.test.ts`) keeps Jest's runner for the few files that replace or reload modules
//   (`jest.doMock`, `jest.isolateModules`) or need modules in their first state.
const { isolated, sharedModules } = require('./scripts/jest-projects');

module.exports = {
  projects: [sharedModules, isolated],
  // every core: Jest's default leaves one idle (one worker on a 2-core CI machine)
  maxWorkers: '100%',
  // whole-game properties run every run they ask for (scripts/jest-setup.js fails one cut short at this limit)
  testTimeout: 120_000,
};
