// jest-light-runner puts Jest's globals on globalThis but has no `@jest/globals` module (that module throws outside
// Jest's own environment), and sets no test timeout: @fast-check/jest imports the module and reads the timeout to
// interrupt a property at it (scripts/jest-setup.js then fails the property cut short).
const Module = require('node:module');
const { testTimeout } = require('../jest.config');

const file = require.resolve('@jest/globals');
const globals = new Module(file);
globals.filename = file;
globals.loaded = true;
const { jest, expect, it, test, describe, beforeAll, afterAll, beforeEach, afterEach } = globalThis;
globals.exports = { jest, expect, it, test, describe, beforeAll, afterAll, beforeEach, afterEach };
require.cache[file] = globals;

globalThis[Symbol.for('TEST_TIMEOUT_SYMBOL')] = testTimeout;
