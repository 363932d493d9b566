import type {ClientModule} from '@docusaurus/types';
import {createNavigationFailures, fetchProbe} from '../utils/navigationFailure';

/**
 * Failed navigation (issue 15). When the next page's code cannot be loaded, Docusaurus reloads
 * the address (PendingNavigation in @docusaurus/core): right after a deploy, when the server has
 * the page; offline, it swaps the page the reader was reading for the browser's error page.
 * The bundler's chunk loader (`__webpack_require__.e`, in Rspack as in webpack) is the one place
 * every page load goes through, so it is wrapped: during a navigation a failed chunk is reported
 * to `navigationFailures`, which lets the reload happen only when the address answers, and
 * otherwise keeps the current page on screen with a notice (src/theme/Root.tsx) to retry from.
 * Chunks loaded outside a navigation (search, diagrams) fail as before, for their own handlers.
 */
declare const __webpack_require__: {e?: (chunkId: string | number) => Promise<unknown>};

export const navigationFailures = createNavigationFailures(fetchProbe, (url) => window.location.assign(url));

let navigatingTo: string | null = null;

function install(): void {
  const load = __webpack_require__.e;
  if (typeof load !== 'function') return;
  __webpack_require__.e = (chunkId) =>
    load(chunkId).catch(async (error: unknown) => {
      const target = navigatingTo;
      if (target === null || (await navigationFailures.onChunkFailure(target)) === 'reload') throw error;
      // Never settles: Docusaurus keeps showing the current page while the next one "loads".
      return new Promise(() => undefined);
    });
}

if (typeof window !== 'undefined') install();

const offlineNavigation: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    // Called before Docusaurus loads the next page's code; the first render is no navigation.
    navigatingTo = previousLocation ? `${location.pathname}${location.search}${location.hash}` : null;
  },
  onRouteDidUpdate() {
    navigatingTo = null;
    navigationFailures.dismiss();
  },
};

export default offlineNavigation;
