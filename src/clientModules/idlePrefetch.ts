import type {ClientModule} from '@docusaurus/types';
import {browserScheduleIdle, createIdleQueue} from '../utils/idleQueue';

let installed = false;

/**
 * Docusaurus prefetches the script chunks of every internal link as soon as the link is on screen.
 * Right after hydration that is some thirty links at once (navbar, sidebar, breadcrumbs, text),
 * each matched against every route, in one task: on a phone the longest task after hydration
 * (issue 10). The same prefetches now run in idle time, a few per idle period; hover and tap still
 * preload at once, as before. The core freezes `window.docusaurus`, so the object is replaced, not
 * patched, once the app has rendered (this hook runs on the first render too).
 */
const idlePrefetchModule: ClientModule = {
  onRouteDidUpdate() {
    if (installed || typeof window === 'undefined' || !window.docusaurus) return;
    installed = true;
    const core = window.docusaurus;
    const queue = createIdleQueue((routePath: string) => void core.prefetch(routePath), browserScheduleIdle(window));
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
