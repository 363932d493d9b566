/**
 * What the seam lends other plugins in the browser: `window.docusaurus` is the framework's, and
 * only this plugin touches it (patch `idle-prefetch` replaces it; tests/unit/pluginBoundaries.test.ts).
 */

/** Loads a route's code ahead of a click, as Docusaurus' Link does on hover; nothing outside a browser. */
export function preloadRoute(pathname: string): void {
  if (typeof window !== 'undefined') void window.docusaurus?.preload(pathname);
}
