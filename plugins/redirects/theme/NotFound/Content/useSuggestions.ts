import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {NamedSuggestion} from '../../../suggestions';

/** The search plugin's index address, or null when the local search is not installed (Algolia). */
function useSearchIndexUrl(): string | null {
  const data = usePluginData('search-pl', undefined, {failfast: false}) as {indexPath?: string} | undefined;
  const url = useBaseUrl(data?.indexPath ?? '/');
  return data?.indexPath ? url : null;
}

/**
 * Pages to offer, computed after mount (the server render has no address to work from, and the
 * same HTML must hydrate) by namedSuggestions.ts, whose code loads only here: the not-found page
 * is part of every docs page's first load. Null until they are known: the list comes once, named
 * (a list of addresses replaced by titles would move the page under the reader).
 */
export function useSuggestions(
  relative: string | null,
  query: string,
  knownRoutes: Set<string>,
  baseUrl: string,
  skip: boolean,
): NamedSuggestion[] | null {
  const indexUrl = useSearchIndexUrl();
  const [named, setNamed] = useState<NamedSuggestion[] | null>(null);
  useEffect(() => {
    if (skip || relative === null) return undefined;
    let live = true;
    import('./namedSuggestions')
      .then(({namedSuggestions}) => namedSuggestions(relative, query, knownRoutes, baseUrl, indexUrl))
      .then(
        (suggestions) => live && setNamed(suggestions),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [relative, query, knownRoutes, baseUrl, skip, indexUrl]);
  return skip ? null : named;
}
