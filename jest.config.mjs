import {existsSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

// Unit and component tests. Docusaurus aliases are mapped once, here, to small test doubles in
// tests/unit/mocks so that components render outside a Docusaurus build (a test that needs other
// behaviour still calls jest.mock on the alias, with no `virtual` flag); CSS modules map to an
// empty object.
// @theme/X resolves like Docusaurus resolves it: a test double first, then the site's and our
// plugins' theme folders, then the themes we use, so any component can be mocked by its alias.
const plugins = fileURLToPath(new URL('plugins', import.meta.url));
const ourThemeFolders = [
  '<rootDir>/src/theme/$1',
  ...readdirSync(plugins)
    .filter((name) => existsSync(join(plugins, name, 'theme')))
    .map((name) => `<rootDir>/plugins/${name}/theme/$1`),
];
const installedThemes = ['theme-classic'].map((name) => `<rootDir>/node_modules/@docusaurus/${name}/lib/theme/$1`);

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  // Jest's default is one worker fewer than the cores, so on the two-core CI machine the suites ran
  // one at a time: 72.7 s for the unit tests there, 44.4 s with both cores.
  maxWorkers: 2,
  // Jest's 5 s default failed a test that builds the whole OpenAPI document on a loaded two-core
  // machine; a test still ends as soon as it finishes.
  testTimeout: 30_000,
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
    '^@docusaurus/useIsBrowser$': '<rootDir>/tests/unit/mocks/useIsBrowser.ts',
    '^@docusaurus/useBrokenLinks$': '<rootDir>/tests/unit/mocks/useBrokenLinks.ts',
    '^@docusaurus/router$': '<rootDir>/tests/unit/mocks/router.ts',
    // Any other of core's client modules (`@docusaurus/useIsomorphicLayoutEffect`, ...) is core's own.
    '^@docusaurus/((use|is)[A-Z]\\w*|[A-Z]\\w*)$': '<rootDir>/node_modules/@docusaurus/core/lib/client/exports/$1',
    '^@theme/(.*)$': ['<rootDir>/tests/unit/mocks/theme/$1', ...ourThemeFolders, ...installedThemes],
    '^@theme-original/(.*)$': ['<rootDir>/tests/unit/mocks/theme-original/$1', ...installedThemes],
    // The diagrams' server-render data (plugins/diagrams): a test double with one drawing.
    '^@diagrams/server-drawings$': '<rootDir>/tests/unit/mocks/serverDrawings.ts',
    // Core's generated modules that theme-common's real internals read, as a test's site has them.
    '^@generated/(site-storage|routes)$': '<rootDir>/tests/unit/mocks/core-generated/$1',
    // Plugins' data modules (`createData`), built from the real data as the plugin would.
    '^@generated/(.*)\\.json$': '<rootDir>/tests/unit/mocks/generated/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  // theme-common and core's client modules ship ES modules only; its internals are tested as they are, never stood in for
  // (plugins/framework-patches: the patches' tests use the installed framework).
  transformIgnorePatterns: ['/node_modules/(?!@docusaurus/(theme-common|core/lib/client)/)'],
  testPathIgnorePatterns: ['/node_modules/', '/build/', '/.docusaurus/', '/tests/e2e/'],
};
