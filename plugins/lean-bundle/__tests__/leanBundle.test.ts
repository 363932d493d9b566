import pluginLeanBundle from '../index';

type Replacer = {resourceRegExp: RegExp; newResource: (resource: {context?: string; request: string}) => void};

// The bundler's own plugin class, reduced to what the plugin passes it.
class NormalModuleReplacementPlugin {
  constructor(
    readonly resourceRegExp: RegExp,
    readonly newResource: Replacer['newResource'],
  ) {}
}

function configure() {
  const instance = {NormalModuleReplacementPlugin} as never;
  const utils = {currentBundler: {name: 'rspack' as const, instance}, getStyleLoaders: () => [], getJSLoader: () => ({})};
  return pluginLeanBundle().configureWebpack!({}, false, utils, undefined) as unknown as {
    resolve: {alias: Record<string, string>};
    plugins: Replacer[];
  };
}

it('points prism-react-renderer, and nothing else, at the lean module', () => {
  const {alias} = configure().resolve;
  expect(Object.keys(alias)).toEqual(['prism-react-renderer$']);
  expect(alias['prism-react-renderer$']).toMatch(/plugins\/lean-bundle\/client\/prismReactRenderer\.ts$/);
});

it("replaces the theme's start-up Prism client module, and only that module, with an empty one", () => {
  const [replacer] = configure().plugins;
  const themeModule = {request: '/site/node_modules/@docusaurus/theme-classic/lib/prism-include-languages'};
  expect(replacer.resourceRegExp.test(themeModule.request)).toBe(true);
  replacer.newResource(themeModule);
  expect(themeModule.request).toMatch(/plugins\/lean-bundle\/client\/noStartupLanguages\.ts$/);
  // The theme component the lean module calls is another request and stays.
  expect(replacer.resourceRegExp.test('@theme/prism-include-languages')).toBe(false);
});
