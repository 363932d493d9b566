/**
 * What the not-found page needs on its first render: the address relative to the base path, the
 * known routes and the search words from the address (the suggestions are in suggestions.ts).
 * Plain functions on strings (no React, no Docusaurus), loaded with the not-found page only.
 */
import {safeDecodedPath} from './paths';

/**
 * The words of a path that was not found, as a search query: slug words of its segments,
 * without `index`, `html` and words of one or two letters ('/billing/fakturyy.html' gives
 * 'billing fakturyy'). The not-found page searches for them and prefills its box with them.
 */
export function notFoundQuery(rawPath: string): string {
  const path = (safeDecodedPath(rawPath.slice(0, 300)) ?? '').toLowerCase();
  const words = path.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 2 && word !== 'html' && word !== 'index');
  return [...new Set(words)].join(' ');
}

/** A pathname relative to the base path ('/pl/docs/billing/' → '/billing/'), or null outside it. */
export function relativeToBase(pathname: string, baseUrl: string): string | null {
  return pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : null;
}

/**
 * Routes of the docs under the base path, relative to it, plus the home page. Doc paths come
 * without the trailing slash that the site's routes (trailingSlash: true) have.
 */
export function docRoutes(docPaths: Iterable<string>, baseUrl: string): Set<string> {
  const routes = new Set<string>(['/']);
  for (const docPath of docPaths) {
    const route = relativeToBase(docPath.endsWith('/') ? docPath : `${docPath}/`, baseUrl);
    if (route !== null) routes.add(route);
  }
  return routes;
}
