import {extractPage} from './extract';
import type {SearchIndexData, SearchPage} from './types';

/** Routes of a build that may be doc pages: under the base path, slashed, not the results page. */
export function indexableRoutes(routesPaths: readonly string[], baseUrl: string, searchPagePath: string): string[] {
  const searchRoute = `${baseUrl}${searchPagePath}`;
  return [...new Set(routesPaths)]
    .filter((route) => route.startsWith(baseUrl) && route.endsWith('/') && route !== searchRoute)
    .sort();
}

/**
 * The index from the built pages (route → HTML). Throws when no page has a doc body: an empty
 * index would leave a search box that never finds anything.
 */
export function buildSearchIndex(pages: ReadonlyArray<{route: string; html: string}>, siteKeywords = ''): SearchIndexData {
  const records: SearchPage[] = [];
  for (const {route, html} of pages) {
    const record = extractPage(html, route, siteKeywords);
    if (record) records.push(record);
  }
  if (records.length === 0) {
    throw new Error(`search-pl: none of the ${pages.length} built pages has a doc body (.theme-doc-markdown); the index would be empty`);
  }
  return {version: 1, pages: records};
}
