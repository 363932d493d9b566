/**
 * A page's own chunks in its HTML (patch `route-chunks`, PATCHES.md).
 *
 * Docusaurus lists in each page's HTML the scripts its server render used: React Loadable reports
 * module paths (`@site/docs/x.mdx`) and react-loadable-ssr-addon maps them through the client
 * manifest, whose `origins` are keyed by chunk name in a Rspack build, so nothing matched and the
 * page learnt its chunks only once main.js ran. After the client build wrote the manifest, each
 * chunk name's origin is copied under the module path .docusaurus/registry.js gives it.
 */

export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, (string | number)[]>;
  assets: Record<string, unknown>;
}

// One entry of Docusaurus' generated registry (core's codegenRoutes.js, genRegistry):
//   "17896441": [() => import(/* webpackChunkName: "17896441" */ "@site/x.mdx"), "@site/x.mdx", require.resolveWeak("@site/x.mdx")],
// (the last one followed by the object's `};`).
const REGISTRY_ENTRY =
  /^\s*"([^"\\]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ ("(?:[^"\\]|\\.)*")\), \2, require\.resolveWeak\(\2\)\],(?:\};)?$/gm;

/** Chunk name → module path, from the source of .docusaurus/registry.js. */
export function registryModules(source: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, chunkName, quotedPath] of source.matchAll(REGISTRY_ENTRY)) {
    modules.set(chunkName, JSON.parse(quotedPath) as string);
  }
  const entries = source.split('\n').filter((line) => /^\s*"[^"]+": \[/.test(line)).length;
  if (modules.size !== entries) {
    throw new Error(
      `[framework-patches] Read ${modules.size} of the ${entries} entries of Docusaurus' registry.js: its format changed ` +
        '(core codegenRoutes.js, genRegistry). Update REGISTRY_ENTRY in plugins/framework-patches/routeChunks.ts (patch route-chunks).',
    );
  }
  return modules;
}

/** The manifest with each chunk's origin also under the module path the pages report. */
export function withModuleOrigins(manifest: ClientManifest, modules: Map<string, string>): ClientManifest {
  const origins = {...manifest.origins};
  for (const [chunkName, modulePath] of modules) {
    const origin = manifest.origins[chunkName];
    if (origin) origins[modulePath] = origin;
  }
  return {...manifest, origins};
}
