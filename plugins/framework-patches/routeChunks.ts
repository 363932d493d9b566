/**
 * A page's own chunks in its HTML.
 *
 * Docusaurus lists in each page's HTML the scripts its server render used (`it.scripts` of the page
 * template): React Loadable reports the module paths a route rendered (`@site/docs/x.mdx`) and
 * react-loadable-ssr-addon maps them to files through the client manifest. The manifest's `origins`
 * are keyed by chunk name ("17896441"), not by module path, so no lookup matched and every page
 * listed only the entry scripts (Docusaurus 3.10.2 with Rspack). A page then learnt its own chunks
 * only once main.js ran: a second round trip before hydration, and ten script elements created
 * inside main.js's evaluation, the longest task of a page's start (about 17 of its 44 ms on the
 * OTM page, unthrottled).
 *
 * After the client build wrote the manifest, each chunk name's origin is copied under the module
 * path the registry (.docusaurus/registry.js) gives that chunk name, so the lookup finds the page's
 * chunks and the template preloads them with the entry scripts (entryScripts.ts).
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
