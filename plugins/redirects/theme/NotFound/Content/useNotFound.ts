import {useEffect, useMemo} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useSiteSettings} from '@site/plugins/page-data-kit/client/useSiteSettings';
import {notFoundQuery, relativeToBase} from '../../../notFound';
import {resolveLegacyPath, type RedirectRule} from '../../../paths';
import {useKnownRoutes} from './useKnownRoutes';
import {useSuggestions} from './useSuggestions';

/** A mailto: to support whose body names the address that was not found and the page that linked it. */
function useReportLink(pathname: string): string | null {
  const {siteConfig} = useDocusaurusContext();
  const {supportEmail} = useSiteSettings();
  const isBrowser = useIsBrowser();
  const referrer = isBrowser ? document.referrer : '';
  if (!supportEmail) return null;
  const subject = translate({
    id: 'redirects.notFound.reportSubject',
    message: 'Niedziałający link w dokumentacji',
    description: 'Subject of the e-mail that reports a broken link',
  });
  const body = translate(
    {
      id: 'redirects.notFound.reportBody',
      message: 'Nie znaleziono strony: {address}\nLink był na stronie: {referrer}',
      description: 'Body of the e-mail that reports a broken link',
    },
    {address: `${siteConfig.url}${pathname}`, referrer: referrer || '–'},
  );
  // The address is known only in the browser; the server HTML (and so the hydration) has none.
  if (!isBrowser) return `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}`;
  return `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * Before the not-found page stays, a path the router does not know is retried as the spec
 * describes (rules, `index.html` and `.html` removed, trailing slash added); only existing routes
 * under the base path are ever targets, so a hostile URL cannot lead off the site. Otherwise: the
 * pages to suggest, the address's words for the search box, and the report link.
 */
export function useNotFound() {
  const baseUrl = useBaseUrl('/');
  const {pathname, search, hash} = useLocation();
  const history = useHistory();
  const {rules} = usePluginData('docs-redirects') as {rules: RedirectRule[]};
  const knownRoutes = useKnownRoutes(baseUrl);
  const relative = relativeToBase(pathname, baseUrl);
  const target = relative === null ? null : resolveLegacyPath(relative, knownRoutes, rules);

  useEffect(() => {
    if (target !== null) history.replace(`${baseUrl}${target.slice(1)}${search}${hash}`);
  }, [target, baseUrl, search, hash, history]);

  const prefill = useMemo(() => (relative === null ? '' : notFoundQuery(relative)), [relative]);
  const suggestions = useSuggestions(relative, prefill, knownRoutes, baseUrl, target !== null);
  const mounted = useIsBrowser();
  const report = useReportLink(pathname);
  // The address's words go into the box after hydration: the server HTML has none.
  return {suggestions, prefill: mounted ? prefill : '', report};
}
