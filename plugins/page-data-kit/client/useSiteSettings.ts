import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteSettings} from '../siteSettings';

/** The resolved site settings, as docusaurus.config.ts put them into customFields. */
export function useSiteSettings(): SiteSettings {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields?.siteSettings as SiteSettings;
}
