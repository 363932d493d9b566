import {useEffect, useMemo, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluginData} from '@docusaurus/useGlobalData';
import {closestRoutes, interleaveSuggestions, nameSuggestions, notFoundQuery, type NamedSuggestion} from '../../../notFound';
// The local search's engine ranks suggestions and names pages; with Algolia it is absent and the
// page falls back to path similarity and plain addresses.
import {loadEngine} from '../../../../search-pl/client/public';

/** The search plugin's index address, or null when the local search is not installed (Algolia). */
function useSearchIndexUrl(): string | null {
  const data = usePluginData('search-pl', undefined, {failfast: false}) as {indexPath?: string} | undefined;
  const url = useBaseUrl(data?.indexPath ?? '/');
  return data?.indexPath ? url : null;
}

/**
 * Pages to offer, computed after mount (the server render has no address to work from, and the
 * same HTML must hydrate): by path similarity and by the search engine over the address's words,
 * named by their titles and sections when the index is at hand.
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
    loadEngine(indexUrl).then(
      (engine) => {
        const query = notFoundQuery(relative);
        const searched = query ? engine.search(query, {limit: 5, sectionsPerPage: 0}).map((hit) => hit.pageUrl) : [];
        const suggestions = nameSuggestions(interleaveSuggestions(similar, searched, 5), baseUrl, (url) => engine.titleOf(url));
        if (live) setNamed(suggestions);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [relative, similar, baseUrl, skip, indexUrl]);
  if (!isBrowser || skip) return null;
  // Until the index answers (or without one), the closest addresses as they are.
  return named ?? similar.map((url) => ({url, title: url, section: null}));
}
