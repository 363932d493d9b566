import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import pluginFrameworkPatches from '../index';
import {__importDefault} from '../client/tslib';
import {packageDir, REPOSITORY_ROOT} from '../canary/canary';

type Replacer = {resourceRegExp: RegExp; newResource: (resource: {context?: string; request: string}) => void};
class BannerPlugin {}
const Compilation = {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400};

// The bundler's own plugin class, reduced to what the plugin passes it.
class NormalModuleReplacementPlugin {
  constructor(
    readonly resourceRegExp: RegExp,
    readonly newResource: Replacer['newResource'],
  ) {}
}

function configure() {
  const instance = {BannerPlugin, Compilation, DefinePlugin: class {}, NormalModuleReplacementPlugin} as never;
  const utils = {currentBundler: {name: 'rspack' as const, instance}, getStyleLoaders: () => [], getJSLoader: () => ({})};
  const {resolve, plugins} = pluginFrameworkPatches({generatedFilesDir: join(REPOSITORY_ROOT, '.docusaurus'), siteDir: REPOSITORY_ROOT})
    .configureWebpack!({}, false, utils, undefined) as unknown as {
    resolve: {alias: Record<string, string>};
    plugins: unknown[];
  };
  return {resolve, replacer: plugins.find((plugin) => plugin instanceof NormalModuleReplacementPlugin) as Replacer};
}

it('points prism-react-renderer at the lean module', () => {
  const {alias} = configure().resolve;
  expect(alias['prism-react-renderer$']).toMatch(/plugins\/framework-patches\/client\/prismReactRenderer\.ts$/);
});

it('replaces tslib only for @docusaurus/utils-common', () => {
  const {replacer} = configure();
  expect(replacer.resourceRegExp.test('tslib')).toBe(true);
  const fromUtilsCommon = {context: join(packageDir('@docusaurus/utils-common'), 'lib'), request: 'tslib'};
  replacer.newResource(fromUtilsCommon);
  expect(fromUtilsCommon.request).toMatch(/plugins\/framework-patches\/client\/tslib\.ts$/);
  const fromElsewhere = {context: join(require.resolve('react'), '..'), request: 'tslib'};
  replacer.newResource(fromElsewhere);
  expect(fromElsewhere.request).toBe('tslib');
});

it('gives utils-common every tslib helper it calls', () => {
  const dir = join(require.resolve('@docusaurus/utils-common'), '..');
  const helpers = new Set<string>();
  for (const file of ['index.js', 'applyTrailingSlash.js', 'stringUtils.js', 'errorUtils.js']) {
    let source = '';
    try {
      source = readFileSync(join(dir, file), 'utf8');
    } catch {
      continue;
    }
    for (const match of source.matchAll(/tslib_1\.(__\w+)/g)) helpers.add(match[1]);
  }
  expect([...helpers]).toEqual(['__importDefault']);
});

it('__importDefault behaves like tslib', () => {
  const esModule = {__esModule: true, default: 1};
  expect(__importDefault(esModule)).toBe(esModule);
  const commonJs = {a: 1};
  expect(__importDefault(commonJs)).toEqual({default: commonJs});
});

it("replaces the theme's start-up Prism client module, and only that module, with an empty one", () => {
  const {replacer} = configure();
  const themeModule = {request: join(packageDir('@docusaurus/theme-classic'), 'lib', 'prism-include-languages')};
  expect(replacer.resourceRegExp.test(themeModule.request)).toBe(true);
  replacer.newResource(themeModule);
  expect(themeModule.request).toMatch(/plugins\/framework-patches\/client\/noStartupLanguages\.ts$/);
  // The theme component the lean module calls is another request and stays.
  expect(replacer.resourceRegExp.test('@theme/prism-include-languages')).toBe(false);
});
