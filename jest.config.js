/** Jest runs the TypeScript tests through esbuild (see scripts/jest-esbuild-transform.js). */
module.exports = {
  testEnvironment: 'node',
  transform: { '\\.ts$': '<rootDir>/scripts/jest-esbuild-transform.js' },
  moduleFileExtensions: ['ts', 'js', 'json'],
  testMatch: ['**/*.test.ts'],
  // the browser tests need Chromium and the built page: `npm run test:browser` (jest.browser.config.js)
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '\\.browser\\.test\\.ts$'],
  setupFiles: ['<rootDir>/scripts/jest-setup.js'],
  // every core: Jest's default leaves one idle (one worker on a 2-core CI machine)
  maxWorkers: '100%',
  // whole-game properties run every run they ask for (scripts/jest-setup.js fails one cut short at this limit)
  testTimeout: 120_000,
};
