import {useEffect, useMemo, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluginData} from '@docusaurus/useGlobalData';
import {closestRoutes, interleaveSuggestions, nameSuggestions, notFoundQuery, parentRoute, type NamedSuggestion} from '../../../notFound';
// The local search's engine ranks suggestions and names pages, off the page's thread; with
// Algolia it is absent and the page falls back to path similarity and plain addresses.
import {ask} from '../../../../search-pl/client/public';

/** The search plugin's index address, or null when the local search is not installed (Algolia). */
function useSearchIndexUrl(): string | null {
  const data = usePluginData('search-pl', undefined, {failfast: false}) as {indexPath?: string} | undefined;
  const url = useBaseUrl(data?.indexPath ?? '/');
  return data?.indexPath ? url : null;
}

/**
 * Pages to offer, computed after mount (the server render has no address to work from, and the
 * same HTML must hydrate): by path similarity and by the search engine over the address's words,
 * named by their titles and sections when the index is at hand; null until they are known.
 */
export function useSuggestions(
  relative: string | null,
  knownRoutes: Set<string>,
  baseUrl: string,
  skip: boolean,
): NamedSuggestion[] | null {
  const indexUrl = useSearchIndexUrl();
  const isBrowser = useIsBrowser();
  const [named, setNamed] = useState<NamedSuggestion[] | null>(null);
  const similar = useMemo(
    () => (relative === null ? [] : closestRoutes(relative, knownRoutes, 5).map((route) => `${baseUrl}${route.slice(1)}`)),
    [relative, knownRoutes, baseUrl],
  );
  useEffect(() => {
    if (skip || relative === null || indexUrl === null) return undefined;
    let live = true;
    const query = notFoundQuery(relative);
    const searched = query
      ? ask(indexUrl, {kind: 'search', query, limit: 5, sectionsPerPage: 0, correct: false}).then(({hits}) =>
          hits.map((hit) => hit.pageUrl),
        )
      : Promise.resolve([]);
    searched
      .then(async (found) => {
        const chosen = interleaveSuggestions(similar, found, 5);
        // Each page is named by its title and its section's (the parent page's) title.
        const parents = chosen.flatMap((url) => {
          const parent = parentRoute(url.slice(baseUrl.length - 1));
          return parent === null ? [] : [`${baseUrl}${parent.slice(1)}`];
        });
        const urls = [...new Set([...chosen, ...parents])];
        const titles = await ask(indexUrl, {kind: 'titles', urls});
        const titleOf = new Map(urls.map((url, index) => [url, titles[index]]));
        return nameSuggestions(chosen, baseUrl, (url) => titleOf.get(url));
      })
      // Without an index (it failed to load), the closest addresses as they are.
      .catch(() => similar.map((url) => ({url, title: url, section: null})))
      .then((suggestions) => live && setNamed(suggestions));
    return () => {
      live = false;
    };
  }, [relative, similar, baseUrl, skip, indexUrl]);
  if (!isBrowser || skip) return null;
  // The list comes once, named: a list of addresses replaced by titles would move the page under
  // the reader. Without the local search, the closest addresses as they are.
  if (indexUrl === null) return similar.map((url) => ({url, title: url, section: null}));
  return named;
}
