import pluginCompileHints, {COMPILE_HINT, validateOptions} from '../index';
import {validatePluginOptions} from '../../../tests/unit/pluginOptions';

// The bundler's own classes, reduced to what the plugin reads.
class BannerPlugin {
  constructor(readonly options: {banner: string; raw: boolean; entryOnly: boolean; test: RegExp; stage: number}) {}
}
const Compilation = {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400, PROCESS_ASSETS_STAGE_OPTIMIZE_HASH: 2500};

function configure(isServer: boolean) {
  const utils = {
    currentBundler: {name: 'rspack' as const, instance: {BannerPlugin, Compilation} as never},
    getStyleLoaders: () => [],
    getJSLoader: () => ({}),
  };
  return pluginCompileHints().configureWebpack!({}, isServer, utils, undefined) as {plugins?: BannerPlugin[]};
}

it("puts V8's hint, as it is, on the first line of the browser's entry chunks only", () => {
  const {plugins = []} = configure(false);
  expect(plugins).toHaveLength(1);
  const {banner, raw, entryOnly, test} = plugins[0].options;
  expect(banner).toBe('//# allFunctionsCalledOnLoad');
  expect(COMPILE_HINT).toBe(banner);
  expect(raw).toBe(true);
  expect(entryOnly).toBe(true);
  expect(test.test('assets/js/main.6bcf947a.js')).toBe(true);
  expect(test.test('assets/css/styles.4abbab25.css')).toBe(false);
});

it('adds it after minification (which strips comments) and before the content hash', () => {
  const {stage} = configure(false).plugins![0].options;
  expect(stage).toBeGreaterThan(Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE);
  expect(stage).toBeLessThan(Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH);
});

it('leaves the server bundle alone', () => {
  expect(configure(true)).toEqual({});
});

it('takes no options', () => {
  expect(validatePluginOptions(validateOptions, undefined)).toEqual({id: 'default'});
  expect(() => validatePluginOptions(validateOptions, {files: 'all'})).toThrow(/"files" is not an option of compile-hints: it takes none/);
});
