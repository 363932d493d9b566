/**
 * Which script files a route needs, and prefetching each file once (client/idlePrefetch.ts).
 *
 * Docusaurus' own prefetch (core's `docusaurus.prefetch`) lists a route's chunks by scanning every
 * entry of the route table for each matched level, and appends one `<link rel="prefetch">` per
 * chunk even when an earlier link, or the page itself, already loaded that file. A docs route
 * matches three nested `/pl/docs/` layout routes whose chunks are the same for every page, so the
 * same files were appended again for every link (patch `idle-prefetch`, PATCHES.md). Here the
 * table is indexed once and every file is requested at most once per page load.
 *
 * Pure: the route table, the path matcher, the chunk-URL lookup and the link writer are passed in.
 */

/** The parts of a route of `@generated/routes` the matcher reads. */
export interface RouteLike {
  // react-router allows a list of paths; Docusaurus writes one path per route.
  path?: string | readonly string[];
  exact?: boolean;
  strict?: boolean;
  routes?: RouteLike[];
}

/** `@generated/routesChunkNames`: "<path>-<hash>" → a tree whose leaves are chunk names. */
export type ChunkTree = string | {[key: string]: ChunkTree};

export type MatchPath = (pathname: string, route: {path: string; exact?: boolean; strict?: boolean}) => unknown;

/** Leaves of a chunk tree, depth first (what core's `flat` keeps of it). */
function leaves(tree: ChunkTree, into: string[]): string[] {
  if (typeof tree === 'string') into.push(tree);
  else for (const value of Object.values(tree)) leaves(value, into);
  return into;
}

/**
 * The chunk names of each route path. Keys of the table end in "-<hash>" (one entry per route
 * component); several components can share a path, and a route needs the chunks of all of them,
 * as core's `getChunkNamesToLoad` gives them.
 */
export function chunkNamesByPath(table: Record<string, ChunkTree>): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const [key, tree] of Object.entries(table)) {
    const path = key.replace(/-[^-]+$/, '');
    const names = byPath.get(path) ?? [];
    leaves(tree, names);
    byPath.set(path, names);
  }
  for (const [path, names] of byPath) byPath.set(path, [...new Set(names)]);
  return byPath;
}

/**
 * The paths of the routes that render `pathname`, outermost first: at each level the first route
 * that matches, then its children (react-router-config's `matchRoutes`, which core uses).
 */
export function matchedRoutePaths(routes: RouteLike[], pathname: string, matchPath: MatchPath): string[] {
  for (const {path, exact, strict, routes: children} of routes) {
    if (typeof path !== 'string' || !matchPath(pathname, {path, exact, strict})) continue;
    return [path, ...(children ? matchedRoutePaths(children, pathname, matchPath) : [])];
  }
  return [];
}

export interface ChunkPrefetcherOptions {
  routes: RouteLike[];
  chunkNames: Record<string, ChunkTree>;
  matchPath: MatchPath;
  /** A chunk's file URL (the bundler runtime's `__webpack_require__.gca`), or nothing when merged away. */
  chunkUrl: (chunkName: string) => string | undefined;
  /** Starts the download of one file (a `<link rel="prefetch">`). */
  prefetchUrl: (url: string) => void;
  /** Whether the page already has this file (loaded, or requested by another means). */
  isLoaded: (url: string) => boolean;
}

/** Returns `prefetch(routePath)`, which requests the route's files not yet requested; it returns how many. */
export function createChunkPrefetcher(options: ChunkPrefetcherOptions): (routePath: string) => number {
  let byPath: Map<string, string[]> | undefined;
  const requested = new Set<string>();
  return (routePath) => {
    byPath ??= chunkNamesByPath(options.chunkNames);
    let count = 0;
    for (const path of matchedRoutePaths(options.routes, routePath, options.matchPath)) {
      for (const name of byPath.get(path) ?? []) {
        const url = options.chunkUrl(name);
        // Core skips names the bundler merged into another chunk the same way.
        if (!url || url.includes('undefined') || requested.has(url)) continue;
        requested.add(url);
        if (options.isLoaded(url)) continue;
        options.prefetchUrl(url);
        count += 1;
      }
    }
    return count;
  };
}
