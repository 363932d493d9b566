import {readFileSync} from 'node:fs';
import path from 'node:path';
import pluginFrameworkPatches from '../index';
import {patchedChunkLoader} from '../client/chunkLoader';
import {aliases, activeReplacements, REPLACEMENTS} from '../replacements';
import {patchesOff, PATCHES_OFF_VARIABLE, SWITCHABLE_PATCHES} from '../switches';

// Issue 34: a build can leave patches out, so `npm run bench:patches` measures each against a build with it.
const register = new Set(
  [...readFileSync(path.join(__dirname, '..', 'PATCHES.md'), 'utf8').matchAll(/^### `([a-z-]+)`/gm)].map((match) => match[1]),
);

beforeEach(() => {
  process.env.DOCUSAURUS_NO_PERSISTENT_CACHE = '1';
});
afterEach(() => {
  delete process.env[PATCHES_OFF_VARIABLE];
  delete process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
});

it('names only patches of the register', () => {
  for (const name of SWITCHABLE_PATCHES) expect(register).toContain(name);
});

it('reads a list of names, and stops the build on a name it cannot leave out, naming it', () => {
  expect([...patchesOff(' tabs-key, idle-prefetch ')]).toEqual(['tabs-key', 'idle-prefetch']);
  expect(patchesOff(undefined).size).toBe(0);
  expect(() => patchesOff('tabs-key,navbar-item-types')).toThrow(/"navbar-item-types", which no build can leave out.*tabs-key/);
  // With the bundler's persistent cache, a left-out replacement would be kept or carried over.
  delete process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
  expect(() => patchesOff('tabs-key')).toThrow(/needs DOCUSAURUS_NO_PERSISTENT_CACHE=1/);
  expect(patchesOff('').size).toBe(0);
});

it('leaves out the module replacements and the alias it names', () => {
  const off = patchesOff('tabs-key,prism-react-renderer-lean');
  expect(activeReplacements(off).map(({patch}) => patch)).toEqual(
    REPLACEMENTS.map(({patch}) => patch).filter((patch) => patch !== 'tabs-key'),
  );
  expect(Object.keys(aliases(undefined, off))).not.toContain('prism-react-renderer$');
  expect(Object.keys(aliases(undefined, patchesOff('')))).toContain('prism-react-renderer$');
});

it('leaves the idle prefetch out of the client modules', () => {
  process.env[PATCHES_OFF_VARIABLE] = 'idle-prefetch';
  const modules = pluginFrameworkPatches({generatedFilesDir: '', siteDir: ''}).getClientModules!() as string[];
  expect(modules.map((module) => path.basename(module))).toEqual(['chunkLoader.ts']);
});

it('leaves either wrap of the chunk loader out', async () => {
  const load = jest.fn(() => Promise.reject(new Error('offline')));
  const nextTask = jest.fn(() => Promise.resolve());
  // Without offline-navigation the failure reaches Docusaurus as it would unpatched.
  await expect(patchedChunkLoader(load, nextTask, () => '/x/', ['offline-navigation', 'chunk-tasks'])('1')).rejects.toThrow('offline');
  expect(nextTask).not.toHaveBeenCalled();
  const loaded = jest.fn(() => Promise.resolve());
  await patchedChunkLoader(loaded, nextTask, () => null, [])('1');
  expect(nextTask).toHaveBeenCalled();
});

it('a build that leaves out compile-hint, react-dom-chunk and route-chunks gets none of them from the plugin', () => {
  class BannerPlugin {}
  class DefinePlugin {
    constructor(readonly definitions: Record<string, string>) {}
  }
  class NormalModuleReplacementPlugin {}
  class ReactLoadableSSRAddon {}
  const instance = {BannerPlugin, DefinePlugin, NormalModuleReplacementPlugin, Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400}};
  const configure = () =>
    pluginFrameworkPatches({generatedFilesDir: '', siteDir: ''}).configureWebpack!(
      {plugins: [new ReactLoadableSSRAddon()]} as never,
      false,
      {currentBundler: {name: 'rspack', instance}} as never,
      undefined,
    ) as unknown as {plugins: object[]; optimization: {splitChunks: {cacheGroups: Record<string, unknown>}}};
  const all = configure();
  expect(all.plugins).toHaveLength(4);
  expect(Object.keys(all.optimization.splitChunks.cacheGroups)).toEqual(['reactDom', 'codeBlock']);
  process.env[PATCHES_OFF_VARIABLE] = 'compile-hint,react-dom-chunk,route-chunks,chunk-tasks';
  const some = configure();
  expect(some.plugins.map((plugin) => plugin.constructor.name)).toEqual(['NormalModuleReplacementPlugin', 'DefinePlugin']);
  expect((some.plugins[1] as DefinePlugin).definitions).toEqual({
    'process.env.FRAMEWORK_PATCHES_OFF': '"compile-hint,react-dom-chunk,route-chunks,chunk-tasks"',
  });
  expect(Object.keys(some.optimization.splitChunks.cacheGroups)).toEqual(['codeBlock']);
});
