import content from '@generated/api-dictionaries/default/content.json';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {DictionaryContent} from '../src/load';

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
