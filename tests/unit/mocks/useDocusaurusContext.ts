import {defaultSiteSettings} from '../../../src/siteSettings';

/** Test double of useDocusaurusContext with the default site settings. */
export default function useDocusaurusContext() {
  return {
    siteConfig: {baseUrl: '/pl/docs/', customFields: {siteSettings: defaultSiteSettings}},
    i18n: {currentLocale: 'pl', defaultLocale: 'pl'},
  };
}
