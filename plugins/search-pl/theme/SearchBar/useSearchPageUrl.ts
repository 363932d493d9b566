import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchGlobalData} from '../../options';
import {queryForUrl} from '../../src/limits';

/** The page path of the full results for a query (Docusaurus' convention: search/?q=). */
export function useSearchPageUrl(query: string): string {
  const {searchPagePath} = usePluginData('search-pl') as SearchGlobalData;
  const page = useBaseUrl(searchPagePath);
  const inUrl = queryForUrl(query);
  return inUrl ? `${page}?q=${encodeURIComponent(inUrl)}` : page;
}
