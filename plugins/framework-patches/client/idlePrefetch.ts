import type {ClientModule} from '@docusaurus/types';
import {matchPath} from '@docusaurus/router';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {browserScheduleIdle, createIdleQueue} from '../src/idleQueue';
import {createChunkPrefetcher, type ChunkTree} from '../src/routePrefetch';

/** Injected by Docusaurus into the bundler runtime: a chunk name's file URL (core's prefetch uses it). */
declare const __webpack_require__: {gca?: (chunkName: string) => string | undefined};

let installed = false;

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

// Core prefetches nothing on a 2G or data-saving connection; neither do we.
function slowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: NetworkInformationLike}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

function linkPrefetch(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

/**
 * Docusaurus prefetches the script chunks of every internal link as soon as the link is on screen.
 * Right after hydration that is some thirty links at once (navbar, sidebar, breadcrumbs, text),
 * each in one task: on a phone the longest task after hydration (issue 10), and core's prefetch
 * appends a link for every chunk of every matched layout route again and again (about 560 links
 * for 28 files on a docs page). Here the same files are prefetched in idle time, a few routes per
 * idle period, each file once and none the page already has (src/routePrefetch.ts). Hover
 * and tap still preload through core, as before. The core freezes `window.docusaurus`, so the
 * object is replaced, not patched, once the app has rendered (this hook runs on the first render
 * too). Without the bundler's chunk lookup (never in a Docusaurus build) core's prefetch stays.
 */
const idlePrefetchModule: ClientModule = {
  onRouteDidUpdate() {
    if (installed || typeof window === 'undefined' || !window.docusaurus) return;
    installed = true;
    const core = window.docusaurus;
    const chunkUrl = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__.gca;
    const loaded = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    const prefetch = chunkUrl
      ? createChunkPrefetcher({
          routes,
          chunkNames: routesChunkNames as Record<string, ChunkTree>,
          matchPath,
          chunkUrl,
          prefetchUrl: linkPrefetch,
          isLoaded: (url) => loaded.has(new URL(url, window.location.href).pathname),
        })
      : (routePath: string) => void core.prefetch(routePath);
    const queue = createIdleQueue((routePath: string) => {
      if (!slowConnection()) prefetch(routePath);
    }, browserScheduleIdle(window));
    window.docusaurus = Object.freeze({
      ...core,
      prefetch(routePath: string) {
        queue.push(routePath);
        return false as const;
      },
    });
  },
};

export default idlePrefetchModule;
