// Browser tests against a served build (see scripts/e2e.mjs, which builds, serves and sets
// E2E_ORIGIN). Two workers, each with its own Chromium: a browser test keeps about one core busy
// (the page's main thread), and the machine has two.
import unit from './jest.config.mjs';

/** @type {import('jest').Config} */
export default {
  transform: unit.transform,
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/e2e'],
  testMatch: ['**/*.e2e.ts'],
  testTimeout: 120_000,
  maxWorkers: 2,
  testSequencer: '<rootDir>/tests/e2e/support/sequencer.mjs',
};
