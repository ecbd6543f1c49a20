// The Jest projects of `npm test` (jest.config.js) and of `npm run test:browser` (jest.browser.config.js).
const root = require('node:path').resolve(__dirname, '..');

/** Options every project shares. */
const common = {
  rootDir: root,
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'json'],
};

/** The test files most projects leave out: installed packages, the built bundles, the browser tests. */
const ignored = ['/node_modules/', '/dist/', '\\.browser\\.test\\.ts$'];

/** Jest's runner with the esbuild transform: a fresh module registry for each test file. */
const jestRunner = {
  ...common,
  transform: { '\\.ts$': '<rootDir>/scripts/jest-esbuild-transform.js' },
  setupFiles: ['<rootDir>/scripts/jest-setup.js'],
};

/** Nearly every test file: one module registry per worker thread (jest.config.js says why). */
const sharedModules = {
  ...common,
  displayName: 'shared-modules',
  runner: 'jest-light-runner',
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: [...ignored, '\\.isolated\\.test\\.ts$'],
  setupFiles: ['<rootDir>/scripts/jest-typescript-loader.mjs', '<rootDir>/scripts/jest-setup.js'],
  setupFilesAfterEnv: ['<rootDir>/scripts/jest-light-globals.cjs'],
};

/** The files that replace, reload or need modules in their first state. */
const isolated = {
  ...jestRunner,
  displayName: 'isolated',
  testMatch: ['**/*.isolated.test.ts'],
  testPathIgnorePatterns: ignored,
};

module.exports = { isolated, jestRunner, sharedModules };
