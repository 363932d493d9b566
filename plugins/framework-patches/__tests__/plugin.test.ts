import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import pluginFrameworkPatches, {COMPILE_HINT, replacementOf, validateOptions} from '../index';
import {validatePluginOptions} from '../../../tests/unit/pluginOptions';
import {packageDir, REPOSITORY_ROOT} from '../canary/canary';

// The bundler's own classes, reduced to what the plugin passes them.
class BannerPlugin {
  constructor(readonly options: {banner: string; raw: boolean; entryOnly: boolean; test: RegExp; stage: number}) {}
}
type Resource = {context?: string; request: string};
class NormalModuleReplacementPlugin {
  constructor(
    readonly resourceRegExp: RegExp,
    readonly newResource: (resource: Resource) => void,
  ) {}
}
const PLUGIN = path.join(__dirname, '..');
const Compilation = {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400, PROCESS_ASSETS_STAGE_OPTIMIZE_HASH: 2500};
class DefinePlugin {
  constructor(readonly definitions: Record<string, string>) {}
}

// Docusaurus' production client build has this plugin (it writes .docusaurus/client-manifest.json).
class ReactLoadableSSRAddon {}
type ManifestHook = {apply(compiler: {hooks: {afterEmit: {tapPromise(name: string, run: () => Promise<void>): void}}}): void};

function configure(isServer: boolean, {generatedFilesDir = site('.docusaurus'), production = true} = {}) {
  const instance = {BannerPlugin, Compilation, DefinePlugin, NormalModuleReplacementPlugin} as never;
  const utils = {currentBundler: {name: 'rspack' as const, instance}, getStyleLoaders: () => [], getJSLoader: () => ({})};
  const config = {plugins: production ? [new ReactLoadableSSRAddon()] : []};
  return pluginFrameworkPatches({generatedFilesDir, siteDir: site('.')}).configureWebpack!(
    config as never,
    isServer,
    utils,
    undefined,
  ) as unknown as {
    plugins: (BannerPlugin | NormalModuleReplacementPlugin | ManifestHook)[];
  };
}
const banner = (isServer: boolean) =>
  configure(isServer).plugins.find((plugin) => plugin instanceof BannerPlugin) as BannerPlugin | undefined;
const replacement = (isServer: boolean) =>
  configure(isServer).plugins.find((plugin) => plugin instanceof NormalModuleReplacementPlugin) as NormalModuleReplacementPlugin;

// The installed framework's folders: the contexts the bundler gives the replacement.
const core = (...parts: string[]) => path.join(packageDir('@docusaurus/core'), 'lib', 'client', ...parts);
const themeClassic = (...parts: string[]) => path.join(packageDir('@docusaurus/theme-classic'), 'lib', ...parts);
const site = (...parts: string[]) => path.join(REPOSITORY_ROOT, ...parts);

describe('compile hint', () => {
  it("puts V8's hint, as it is, on the first line of the browser's entry chunks only", () => {
    const {options} = banner(false)!;
    expect(options.banner).toBe('//# allFunctionsCalledOnLoad');
    expect(COMPILE_HINT).toBe(options.banner);
    expect(options.raw).toBe(true);
    expect(options.entryOnly).toBe(true);
    expect(options.test.test('assets/js/main.6bcf947a.js')).toBe(true);
    expect(options.test.test('assets/css/styles.4abbab25.css')).toBe(false);
  });

  it('adds it after minification (which strips comments) and before the content hash', () => {
    const {stage} = banner(false)!.options;
    expect(stage).toBeGreaterThan(Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE);
    expect(stage).toBeLessThan(Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH);
  });

  it('leaves the server bundle without it', () => {
    expect(banner(true)).toBeUndefined();
  });
});

const themeCommon = (...parts: string[]) => path.join(packageDir('@docusaurus/theme-common'), 'lib', ...parts);

describe('modules replaced by ours', () => {
  // Every import of each replaced module by its own package, in the browser and on the server.
  it.each([
    [core(), './browserContext', /client\/browserContext\.tsx$/],
    [core('exports'), '../browserContext', /client\/browserContext\.tsx$/],
    [themeCommon(), './hooks/useWindowSize', /client\/useWindowSize\.ts$/],
    [themeCommon('contexts'), '../hooks/useWindowSize', /client\/useWindowSize\.ts$/],
    [themeClassic('theme', 'Tabs'), '@docusaurus/useIsBrowser', /client\/tabsKeyOnce\.ts$/],
    [themeCommon('contexts', 'navbarSecondaryMenu'), '../../utils/reactUtils', /client\/reactUtils\.ts$/],
    [themeCommon('hooks'), '../utils/reactUtils', /client\/reactUtils\.ts$/],
    [themeCommon('contexts'), '../utils/reactUtils', /client\/reactUtils\.ts$/],
    [path.join(packageDir('@docusaurus/utils-common'), 'lib'), 'tslib', /client\/tslib\.ts$/],
    [site('.docusaurus'), themeClassic('prism-include-languages'), /client\/noStartupLanguages\.ts$/],
  ])('replaces %s %s by ours', (context, request, ours) => {
    for (const isServer of [false, true]) {
      const resource = {context, request};
      expect(replacement(isServer).resourceRegExp.test(request)).toBe(true);
      replacement(isServer).newResource(resource);
      expect(resource.request).toMatch(new RegExp(`plugins/framework-patches/${ours.source}`));
    }
  });

  it('replaces nothing else, even with the same name elsewhere', () => {
    expect(replacementOf({context: site('src', 'theme'), request: './browserContext'})).toBeUndefined();
    expect(replacementOf({context: site('src', 'utils'), request: './useWindowSize'})).toBeUndefined();
    expect(replacementOf({context: core(), request: './browserContextual'})).toBeUndefined();
    expect(replacementOf({context: themeCommon(), request: './hooks/useWindowSizes'})).toBeUndefined();
    // Only the Tabs' own import: code blocks and the rest keep the real browser context.
    expect(replacementOf({context: themeClassic('theme', 'CodeBlock'), request: '@docusaurus/useIsBrowser'})).toBeUndefined();
    expect(replacementOf({context: themeClassic('theme', 'TabItem'), request: '@docusaurus/useIsBrowser'})).toBeUndefined();
    expect(replacementOf({context: site('src', 'utils'), request: './reactUtils'})).toBeUndefined();
    expect(replacementOf({context: themeCommon('utils'), request: './reactUtils'})).toBeUndefined();
    expect(replacementOf({context: path.dirname(require.resolve('react')), request: 'tslib'})).toBeUndefined();
    const other = {context: core(), request: './docusaurusContext'};
    replacement(false).newResource(other);
    expect(other.request).toBe('./docusaurusContext');
  });
});

it("points the alias client/reactUtils.ts re-exports at theme-common's module, which still has the hook it stands in for", () => {
  const {resolve} = configure(false) as unknown as {resolve: {alias: Record<string, string>}};
  const file = resolve.alias['@framework-patches/theme-common-react-utils$'];
  expect(file).toMatch(/@docusaurus\/theme-common\/lib\/utils\/reactUtils\.js$/);
  const source = readFileSync(file, 'utf8');
  expect(source).toMatch(/export function useShallowMemoObject\(/);
  // The one reason for the stand-in: if theme-common stops sorting with localeCompare, drop it.
  expect(source).toMatch(/localeCompare/);
  // The server's aliases are the browser's, and the code block body statically (themeContent.server.ts).
  const serverAlias = (configure(true) as unknown as {resolve: {alias: Record<string, string>}}).resolve.alias;
  expect(serverAlias).toEqual({
    ...resolve.alias,
    [path.join(PLUGIN, 'client/themeContent.ts')]: path.join(PLUGIN, 'client/themeContent.server.ts'),
  });
  expect(existsSync(path.join(PLUGIN, 'client/themeContent.ts')) && existsSync(path.join(PLUGIN, 'client/themeContent.server.ts'))).toBe(
    true,
  );
});

it("puts React DOM and its scheduler in an entry chunk of their own, in the browser's build only", () => {
  const {optimization} = configure(false) as unknown as {
    optimization: {splitChunks: {cacheGroups: Record<string, {test: RegExp; name: string; chunks: string}>}};
  };
  const group = optimization.splitChunks.cacheGroups.reactDom;
  expect(group.name).toBe('react-dom');
  expect(group.chunks).toBe('initial');
  for (const file of [
    path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs', 'react-dom-client.production.js'),
    path.join(path.dirname(require.resolve('scheduler/package.json')), 'cjs', 'scheduler.production.js'),
  ])
    expect(group.test.test(file)).toBe(true);
  for (const file of [require.resolve('react'), require.resolve('react-router-dom'), site('src', 'react-dom-notes.ts')])
    expect(group.test.test(file)).toBe(false);
  expect((configure(true) as unknown as {optimization?: unknown}).optimization).toBeUndefined();
});

it('registers the one chunk-loader wrap and the idle prefetch as client modules', () => {
  const modules = pluginFrameworkPatches({generatedFilesDir: site('.docusaurus'), siteDir: site('.')}).getClientModules!();
  expect(modules.map((file) => path.relative(path.join(__dirname, '..'), file))).toEqual([
    'client/chunkLoader.ts',
    'client/idlePrefetch.ts',
  ]);
});

it("drops Infima's unused rules in builds for readers only, not under npm start", () => {
  const postCssPlugins = (nodeEnv: string) => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = nodeEnv;
    try {
      const plugin = pluginFrameworkPatches({generatedFilesDir: site('.docusaurus'), siteDir: site('.')});
      return plugin.configurePostCss!({plugins: []} as never).plugins as {postcssPlugin?: string}[];
    } finally {
      process.env.NODE_ENV = before;
    }
  };
  expect(postCssPlugins('production').map((plugin) => plugin.postcssPlugin)).toEqual(['framework-patches-infima-unused-rules']);
  expect(postCssPlugins('development')).toEqual([]);
});

it('takes no options', () => {
  expect(validatePluginOptions(validateOptions, undefined)).toEqual({id: 'default'});
  expect(() => validatePluginOptions(validateOptions, {files: 'all'})).toThrow(
    /"files" is not an option of framework-patches: it takes none/,
  );
});

describe("the page's own chunks in its HTML (routeChunks.ts)", () => {
  const manifestHook = (options: Parameters<typeof configure>[1]) =>
    configure(false, options).plugins.find(
      (plugin) =>
        !(plugin instanceof BannerPlugin) && !(plugin instanceof NormalModuleReplacementPlugin) && !(plugin instanceof DefinePlugin),
    ) as ManifestHook | undefined;

  it('rewrites the client manifest after the build emitted it, with each chunk also under its module path', async () => {
    const generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'framework-patches-'));
    try {
      const origins = {main: ['9783', '4014'], '17896441': ['2724', '106']};
      writeFileSync(path.join(generatedFilesDir, 'client-manifest.json'), JSON.stringify({entrypoints: ['main'], origins, assets: {}}));
      writeFileSync(
        path.join(generatedFilesDir, 'registry.js'),
        'export default {\n  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],};\n',
      );
      const taps: (() => Promise<void>)[] = [];
      manifestHook({generatedFilesDir})!.apply({hooks: {afterEmit: {tapPromise: (_name, run) => taps.push(run)}}});
      expect(taps).toHaveLength(1);
      await taps[0]();
      const manifest = JSON.parse(readFileSync(path.join(generatedFilesDir, 'client-manifest.json'), 'utf8'));
      expect(manifest.origins).toEqual({...origins, '@theme/DocItem': ['2724', '106']});
    } finally {
      rmSync(generatedFilesDir, {recursive: true, force: true});
    }
  });

  it('is left out where no manifest is written: the dev server and the server bundle', () => {
    expect(manifestHook({production: false})).toBeUndefined();
    expect(
      configure(true).plugins.filter((plugin) => !(plugin instanceof NormalModuleReplacementPlugin) && !(plugin instanceof DefinePlugin)),
    ).toEqual([]);
  });
});
