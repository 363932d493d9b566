import {extractPage} from './extract';
import type {QueryExpansion, SearchIndexData, SearchPage} from './types';

/** Routes of a build that may be doc pages: under the base path, slashed, not the results page. */
export function indexableRoutes(routesPaths: readonly string[], baseUrl: string, searchPagePath: string): string[] {
  const searchRoute = `${baseUrl}${searchPagePath}`;
  return [...new Set(routesPaths)].filter((route) => route.startsWith(baseUrl) && route.endsWith('/') && route !== searchRoute).sort();
}

/** Other names of a concept (glossary aliases, English names, panel labels, API fields) and the pages that explain it. */
export interface SearchSynonyms {
  /** The preferred term first, then its other names. */
  names: readonly string[];
  /** Routes below the base path ('/faq/faq/snapshot/'). */
  pages: readonly string[];
}

/**
 * Adds each concept's other names to the description of the pages that explain it, so a reader
 * who types the English name, the panel label or an alias ("virtual machine", "migawka",
 * "snapshot") finds the page written in the preferred term. Names already on the page are not
 * repeated. Pure: returns new records.
 */
export function expandWithSynonyms(records: readonly SearchPage[], synonyms: readonly SearchSynonyms[], baseUrl: string): SearchPage[] {
  const extra = new Map<string, string[]>();
  for (const {names, pages} of synonyms) {
    for (const route of pages) {
      const url = `${baseUrl}${route.replace(/^\//, '')}`;
      extra.set(url, [...(extra.get(url) ?? []), ...names]);
    }
  }
  return records.map((record) => {
    const names = extra.get(record.url);
    if (!names) return record;
    const known = `${record.title} ${record.description}`.toLowerCase();
    const added = [...new Set(names)].filter((name) => !known.includes(name.toLowerCase()));
    return added.length ? {...record, description: `${record.description} ${added.join(' ')}`.trim()} : record;
  });
}

/**
 * The index from the built pages (route → HTML). Throws when no page has a doc body: an empty
 * index would leave a search box that never finds anything.
 */
export function buildSearchIndex(
  pages: ReadonlyArray<{route: string; html: string}>,
  siteKeywords = '',
  {
    synonyms = [],
    baseUrl = '/pl/docs/',
    expansions = [],
  }: {synonyms?: readonly SearchSynonyms[]; baseUrl?: string; expansions?: readonly QueryExpansion[]} = {},
): SearchIndexData {
  let records: SearchPage[] = [];
  for (const {route, html} of pages) {
    const record = extractPage(html, route, siteKeywords);
    if (record) records.push(record);
  }
  records = expandWithSynonyms(records, synonyms, baseUrl);
  if (records.length === 0) {
    throw new Error(`search-pl: none of the ${pages.length} built pages has a doc body (.theme-doc-markdown); the index would be empty`);
  }
  return {version: 1, pages: records, ...(expansions.length > 0 ? {expansions: expansions.map(({when, add}) => ({when, add}))} : {})};
}
