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
 * Link prefetch in idle time (patch `idle-prefetch`, PATCHES.md). Core prefetches every on-screen
 * link at once and appends a link for every chunk of every matched layout route each time; here
 * the same files are prefetched a few routes per idle period, each once and none the page already
 * has (src/routePrefetch.ts). Core freezes `window.docusaurus`, so the object is replaced once the
 * app has rendered. Without the bundler's chunk lookup core's prefetch stays, queued.
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
