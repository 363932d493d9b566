import {registryModules, withModuleOrigins, type ClientManifest} from '../routeChunks';

// As core's codegenRoutes.js (genRegistry) writes .docusaurus/registry.js, the last entry followed by `};`.
const REGISTRY = `export default {
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "5e95c892": [() => import(/* webpackChunkName: "5e95c892" */ "@theme/DocsRoot"), "@theme/DocsRoot", require.resolveWeak("@theme/DocsRoot")],
  "fe7862e2": [() => import(/* webpackChunkName: "fe7862e2" */ "@site/docs/faq/faq/logi \\"systemowe\\".mdx"), "@site/docs/faq/faq/logi \\"systemowe\\".mdx", require.resolveWeak("@site/docs/faq/faq/logi \\"systemowe\\".mdx")],};
`;

describe('registryModules', () => {
  it('reads every chunk name and the module path the pages report for it, the last entry and escaped quotes too', () => {
    expect([...registryModules(REGISTRY)]).toEqual([
      ['17896441', '@theme/DocItem'],
      ['5e95c892', '@theme/DocsRoot'],
      ['fe7862e2', '@site/docs/faq/faq/logi "systemowe".mdx'],
    ]);
  });

  it('fails the build by name when an entry is in a format it does not know', () => {
    const changed = REGISTRY.replace('require.resolveWeak("@theme/DocsRoot")', 'require.resolve("@theme/DocsRoot")');
    expect(() => registryModules(changed)).toThrow(/Read 2 of the 3 entries of Docusaurus' registry\.js/);
  });
});

describe('withModuleOrigins', () => {
  const manifest: ClientManifest = {
    entrypoints: ['main'],
    origins: {main: ['9783', '4014'], '17896441': ['2724', '3265', '4014', '106'], '5e95c892': ['1668']},
    assets: {'106': {js: [{file: 'assets/js/17896441.e9943ffd.js'}]}},
  };

  it('adds each chunk origin under its module path and keeps the rest of the manifest', () => {
    const modules = registryModules(REGISTRY);
    const result = withModuleOrigins(manifest, modules);
    expect(result.origins['@theme/DocItem']).toEqual(['2724', '3265', '4014', '106']);
    expect(result.origins['@theme/DocsRoot']).toEqual(['1668']);
    expect(result.origins['17896441']).toEqual(manifest.origins['17896441']);
    // A registry entry with no chunk in the manifest adds nothing.
    expect(result.origins).not.toHaveProperty(['@site/docs/faq/faq/logi "systemowe".mdx']);
    expect(result.assets).toBe(manifest.assets);
    expect(result.entrypoints).toEqual(['main']);
    expect(manifest.origins).not.toHaveProperty(['@theme/DocItem']);
  });
});

// Loading core's code generation takes seconds on a loaded two-core machine: a minute's timeout.
describe('the registry the installed core writes (patch route-chunks)', () => {
  it('is read entry by entry: chunk names to the module paths of the routes', async () => {
    const {mkdtempSync, readFileSync, rmSync} = await import('node:fs');
    const {tmpdir} = await import('node:os');
    const path = await import('node:path');
    // Core's own route code generation, as `docusaurus build` runs it, into a temporary folder.
    const {generateRouteFiles} = (await import('@docusaurus/core/lib/server/codegen/codegenRoutes')) as unknown as {
      generateRouteFiles(options: {generatedFilesDir: string; routes: unknown[]}): Promise<void>;
    };
    const generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'route-chunks-'));
    try {
      const plugin = {name: 'docusaurus-plugin-content-docs', id: 'default'};
      await generateRouteFiles({
        generatedFilesDir,
        routes: [
          {
            path: '/pl/docs/',
            component: '@theme/DocsRoot',
            plugin,
            routes: [{path: '/pl/docs/faq/', component: '@theme/DocItem', plugin, modules: {content: '@site/docs/faq/index.mdx'}}],
          },
        ],
      });
      const modules = registryModules(readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8'));
      expect([...modules.values()].sort()).toEqual(['@site/docs/faq/index.mdx', '@theme/DocItem', '@theme/DocsRoot']);
    } finally {
      rmSync(generatedFilesDir, {recursive: true, force: true});
    }
  }, 60_000);
});
