import {useCallback} from 'react';
import content from '@generated/api-dictionaries/default/content.json';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useClientValue} from '@site/plugins/page-data-kit/client/useClientValue';
import type {DictionaryContent} from '../src/load';
import {queryFromSearch, searchWithQuery} from '../src/filter';

export {useHashTarget} from '../../page-data-kit/client/useHashTarget';

/** The validated dictionaries, as the plugin's contentLoaded wrote them (content.json). */
export function useDictionaryContent(): DictionaryContent {
  return content as DictionaryContent;
}

/** API hosts from the site settings (src/siteSettings.ts), never hard-coded here. */
export function useApiHosts(): {waw: string; krk: string} {
  const {siteConfig} = useDocusaurusContext();
  const settings = siteConfig.customFields?.siteSettings as {apiHostWaw?: unknown; apiHostKrk?: unknown} | undefined;
  if (typeof settings?.apiHostWaw !== 'string' || typeof settings.apiHostKrk !== 'string') {
    throw new Error('[api-dictionaries] siteConfig.customFields.siteSettings.apiHostWaw/apiHostKrk are missing (docusaurus.config.ts)');
  }
  return {waw: settings.apiHostWaw, krk: settings.apiHostKrk};
}

/**
 * The dictionaries filter, kept in the address (?q=) so a filtered view can be shared and the
 * index and every table agree. Empty until hydration: the server render shows everything.
 */
export function useDictionaryQuery(): [string, (query: string) => void] {
  const location = useLocation();
  const history = useHistory();
  const query = useClientValue(() => queryFromSearch(location.search), '');
  const setQuery = useCallback(
    (next: string) => history.replace({pathname: location.pathname, search: searchWithQuery(location.search, next), hash: location.hash}),
    [history, location.pathname, location.search, location.hash],
  );
  return [query, setQuery];
}
