// Unit and component tests. Docusaurus aliases are mapped to small test doubles so that
// components render outside a Docusaurus build; CSS modules map to an empty object.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/plugins', '<rootDir>/tests/unit', '<rootDir>/tests/content', '<rootDir>/scripts'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)', '**/*.test.ts?(x)'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {jsc: {parser: {syntax: 'typescript', tsx: true}, transform: {react: {runtime: 'automatic'}}}},
    ],
  },
  moduleNameMapper: {
    '\\.(css|scss)$': '<rootDir>/tests/unit/mocks/styleMock.js',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@docusaurus/Translate$': '<rootDir>/tests/unit/mocks/translate.tsx',
    '^@docusaurus/Link$': '<rootDir>/tests/unit/mocks/link.tsx',
    '^@docusaurus/BrowserOnly$': '<rootDir>/tests/unit/mocks/browserOnly.tsx',
    '^@docusaurus/useDocusaurusContext$': '<rootDir>/tests/unit/mocks/useDocusaurusContext.ts',
    '^@docusaurus/useBaseUrl$': '<rootDir>/tests/unit/mocks/useBaseUrl.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/build/', '/.docusaurus/', '/tests/e2e/'],
};
