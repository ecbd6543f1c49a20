/** The browser tests (`npm run test:browser`): Playwright drives the system Chromium; run after `npm run build`. */
const { jestRunner } = require('./scripts/jest-projects');

module.exports = {
  ...jestRunner,
  testMatch: ['**/*.browser.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // one Chromium at a time: CI has two cores
  maxWorkers: 1,
  testTimeout: 120_000,
};
