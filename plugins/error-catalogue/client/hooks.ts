import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {ErrorCatalogueContent} from '../src/load';
import {PLUGIN_NAME} from '../src/types';

/** The validated catalogue, as the plugin's contentLoaded put it into global data. */
export function useErrorCatalogue(): ErrorCatalogueContent {
  return usePluginData(PLUGIN_NAME) as ErrorCatalogueContent;
}

/**
 * The element id named in the URL hash. Empty until hydration is over: the server render has no
 * hash, and a class that differed between server and client HTML would not be applied.
 */
export function useHashTarget(): string {
  const {hash} = useLocation();
  const isBrowser = useIsBrowser();
  if (!isBrowser || hash === '') return '';
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    // A malformed escape in a hand-typed URL names no row; keep the raw text.
    return hash.slice(1);
  }
}
