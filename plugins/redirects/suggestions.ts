/**
 * The pages the not-found page suggests: the closest routes and the search's, interleaved, named
 * by the search index's titles. Plain functions on strings (no React, no Docusaurus), loaded only
 * once a page was not found (theme/NotFound/Content/namedSuggestions.ts).
 */
import {editDistance} from '../page-data-kit/text/editDistance';
import {safeDecodedPath} from './paths';

/**
 * Existing routes closest to a path that was not found, best first: routes sharing its last
 * segment's words rank first, then by edit distance of the whole path.
 */
export function closestRoutes(rawPath: string, knownRoutes: Iterable<string>, limit = 5): string[] {
  const path = (safeDecodedPath(rawPath.slice(0, 300)) ?? '/').toLowerCase().replace(/(index)?\.html$/, '');
  const words = new Set(path.split(/[^a-z0-9ąćęłńóśźż]+/).filter((word) => word.length > 2));
  return [...knownRoutes]
    .filter((route) => route !== '/')
    .map((route) => {
      const shared = route.split(/[^a-z0-9]+/).filter((word) => words.has(word)).length;
      return {route, score: editDistance(path, route) - shared * 10};
    })
    .sort((a, b) => a.score - b.score || a.route.localeCompare(b.route))
    .slice(0, limit)
    .map(({route}) => route);
}

/**
 * One list of suggestions from two rankings, alternating (path similarity first: a typo in a
 * slug is the commonest reason a link breaks), each route once, at most `limit`.
 */
export function interleaveSuggestions(bySimilarity: readonly string[], bySearch: readonly string[], limit = 5): string[] {
  const merged: string[] = [];
  for (let index = 0; merged.length < limit && (index < bySimilarity.length || index < bySearch.length); index++) {
    for (const route of [bySimilarity[index], bySearch[index]]) {
      if (route !== undefined && !merged.includes(route) && merged.length < limit) merged.push(route);
    }
  }
  return merged;
}

/** The parent route of a page ('/services/api/slowniki/' → '/services/api/'), or null for a top-level one. */
export function parentRoute(route: string): string | null {
  const segments = route.split('/').filter(Boolean);
  return segments.length > 1 ? `/${segments.slice(0, -1).join('/')}/` : null;
}

export interface NamedSuggestion {
  url: string;
  /** The page's title, or its address when the search index does not know it. */
  title: string;
  /** The title of its parent page, when it has one the index knows. */
  section: string | null;
}

/** Suggested addresses (with the base path) named by the search index's titles (`titleOf`). */
export function nameSuggestions(urls: readonly string[], baseUrl: string, titleOf: (url: string) => string | undefined): NamedSuggestion[] {
  return urls.map((url) => {
    const parent = parentRoute(url.slice(baseUrl.length - 1));
    return {url, title: titleOf(url) ?? url, section: parent === null ? null : (titleOf(`${baseUrl}${parent.slice(1)}`) ?? null)};
  });
}
