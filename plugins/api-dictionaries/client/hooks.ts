import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import content from '@generated/api-dictionaries/default/content.json';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {DictionaryContent} from '../src/load';

/** The validated dictionaries, as the plugin's contentLoaded wrote them (content.json). */
export function useDictionaryContent(): DictionaryContent {
  return content as DictionaryContent;
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

/** API hosts from the site settings (src/siteSettings.ts), never hard-coded here. */
export function useApiHosts(): {waw: string; krk: string} {
  const {siteConfig} = useDocusaurusContext();
  const settings = siteConfig.customFields?.siteSettings as {apiHostWaw?: unknown; apiHostKrk?: unknown} | undefined;
  if (typeof settings?.apiHostWaw !== 'string' || typeof settings.apiHostKrk !== 'string') {
    throw new Error('[api-dictionaries] siteConfig.customFields.siteSettings.apiHostWaw/apiHostKrk are missing (docusaurus.config.ts)');
  }
  return {waw: settings.apiHostWaw, krk: settings.apiHostKrk};
}
