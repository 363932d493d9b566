import {closestRoutes, interleaveSuggestions, nameSuggestions, parentRoute, type NamedSuggestion} from '../../../suggestions';
import {ask} from '../../../../search-pl/client/public';

/**
 * The pages to offer for an address that was not found: by path similarity and, with the local
 * search (`indexUrl`), by its engine over the address's words, interleaved, each named by its
 * title and its section's (the parent page's); without it, or when the index does not load, the
 * closest addresses as they are. Loaded only on a page that was not found (useSuggestions.ts).
 */
export async function namedSuggestions(
  relative: string,
  /** The address's words (notFound.ts notFoundQuery). */
  query: string,
  knownRoutes: ReadonlySet<string>,
  baseUrl: string,
  indexUrl: string | null,
): Promise<NamedSuggestion[]> {
  const similar = closestRoutes(relative, knownRoutes, 5).map((route) => `${baseUrl}${route.slice(1)}`);
  const addresses = similar.map((url) => ({url, title: url, section: null}));
  if (indexUrl === null) return addresses;
  try {
    const found = query
      ? (await ask(indexUrl, {kind: 'search', query, limit: 5, sectionsPerPage: 0, correct: false})).hits.map((hit) => hit.pageUrl)
      : [];
    const chosen = interleaveSuggestions(similar, found, 5);
    const parents = chosen.flatMap((url) => {
      const parent = parentRoute(url.slice(baseUrl.length - 1));
      return parent === null ? [] : [`${baseUrl}${parent.slice(1)}`];
    });
    const urls = [...new Set([...chosen, ...parents])];
    const titles = await ask(indexUrl, {kind: 'titles', urls});
    const titleOf = new Map(urls.map((url, index) => [url, titles[index]]));
    return nameSuggestions(chosen, baseUrl, (url) => titleOf.get(url));
  } catch {
    return addresses;
  }
}
