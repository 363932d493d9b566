// Browser tests against a served build (see scripts/e2e.mjs, which builds, serves and sets
// E2E_ORIGIN). One worker: the machine has two cores and Chromium needs them.
import unit from './jest.config.mjs';

/** @type {import('jest').Config} */
export default {
  transform: unit.transform,
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/e2e'],
  testMatch: ['**/*.e2e.ts'],
  testTimeout: 120_000,
  maxWorkers: 1,
  // Tests marked concurrent (the route suite) run two at a time: one browser page renders while
  // axe checks the other.
  maxConcurrency: 2,
};
