import {useEffect, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import SearchBar from '@theme/SearchBar';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {closestRoutes, interleaveSuggestions, notFoundQuery, parentRoute, resolveLegacyPath, type RedirectRule} from '../../../paths';
// The local search's engine ranks suggestions and names pages; with Algolia it is absent and the
// page falls back to path similarity and plain addresses.
import {loadEngine} from '../../../../search-pl/client/loadEngine';
import {SearchPrefill} from '../../../../search-pl/client/prefill';
import styles from './styles.module.css';

interface Props {
  className?: string;
}

/** Routes of every doc plus the home page, relative to the base path. */
function useKnownRoutes(baseUrl: string): Set<string> {
  const allDocs = useAllDocsData();
  return useMemo(() => {
    const routes = new Set<string>(['/']);
    for (const plugin of Object.values(allDocs)) {
      for (const version of plugin.versions) {
        for (const doc of version.docs) {
          // Doc paths come without the trailing slash that the site's routes (trailingSlash: true) have.
          const path = doc.path.endsWith('/') ? doc.path : `${doc.path}/`;
          if (path.startsWith(baseUrl)) routes.add(`/${path.slice(baseUrl.length)}`);
        }
      }
    }
    return routes;
  }, [allDocs, baseUrl]);
}

interface Suggestion {
  url: string;
  title: string;
  section: string | null;
}

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
function useSuggestions(relative: string | null, knownRoutes: Set<string>, baseUrl: string, skip: boolean): Suggestion[] | null {
  const indexUrl = useSearchIndexUrl();
  const isBrowser = useIsBrowser();
  const [named, setNamed] = useState<Suggestion[] | null>(null);
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
        const suggestions = interleaveSuggestions(similar, searched, 5).map((url) => {
          const parent = parentRoute(url.slice(baseUrl.length - 1));
          return {
            url,
            title: engine.titleOf(url) ?? url,
            section: parent === null ? null : (engine.titleOf(`${baseUrl}${parent.slice(1)}`) ?? null),
          };
        });
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

/** A mailto: to support whose body names the address that was not found and the page that linked it. */
function useReportLink(pathname: string): string | null {
  const {siteConfig} = useDocusaurusContext();
  const email = (siteConfig.customFields?.siteSettings as {supportEmail?: string} | undefined)?.supportEmail;
  const isBrowser = useIsBrowser();
  const referrer = isBrowser ? document.referrer : '';
  if (!email) return null;
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
  if (!isBrowser) return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * The not-found page. Before it stays, a path the router does not know is retried as the spec
 * describes (rules, `index.html` and `.html` removed, trailing slash added); only existing routes
 * under the base path are ever targets, so a hostile URL cannot lead off the site.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  const baseUrl = useBaseUrl('/');
  const {pathname, search, hash} = useLocation();
  const history = useHistory();
  const {rules} = usePluginData('docs-redirects') as {rules: RedirectRule[]};
  const knownRoutes = useKnownRoutes(baseUrl);
  const relative = pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : null;
  const target = relative === null ? null : resolveLegacyPath(relative, knownRoutes, rules);

  useEffect(() => {
    if (target !== null) history.replace(`${baseUrl}${target.slice(1)}${search}${hash}`);
  }, [target, baseUrl, search, hash, history]);

  const suggestions = useSuggestions(relative, knownRoutes, baseUrl, target !== null);
  const prefill = useMemo(() => (relative === null ? '' : notFoundQuery(relative)), [relative]);
  const mounted = useIsBrowser();
  const report = useReportLink(pathname);

  return (
    <main className={clsx('container margin-vert--xl', styles.page, className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Nie znaleziono strony
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              Nie udało się znaleźć strony, której szukasz. Mogła zostać przeniesiona albo adres zawiera literówkę.
            </Translate>
          </p>
          <div className={styles.search} role="search">
            {/* The address's words go into the box after hydration: the server HTML has none. */}
            <SearchPrefill.Provider value={mounted ? prefill : ''}>
              <SearchBar />
            </SearchPrefill.Provider>
          </div>
          {suggestions !== null && suggestions.length > 0 && (
            <>
              <Heading as="h2" className={styles.suggestionsTitle}>
                <Translate id="redirects.notFound.suggestions" description="Heading above the list of similar pages on the 404 page">
                  Może chodziło o jedną z tych stron?
                </Translate>
              </Heading>
              <ul data-not-found-suggestions="">
                {suggestions.map((suggestion) => (
                  <li key={suggestion.url}>
                    <Link to={suggestion.url}>{suggestion.title}</Link>
                    {suggestion.section && <span className={styles.section}> ({suggestion.section})</span>}
                  </li>
                ))}
              </ul>
            </>
          )}
          <p>
            <Translate id="redirects.notFound.help" description="The 2nd paragraph of the 404 page, before the report link">
              Skorzystaj z wyszukiwarki albo z podpowiedzi. Jeśli trafiono tu z linku w dokumentacji,
            </Translate>{' '}
            {report ? (
              <a href={report} data-report-broken-link="">
                <Translate id="redirects.notFound.report" description="Link that reports a broken link by e-mail">
                  zgłoś nam błąd
                </Translate>
              </a>
            ) : (
              <Translate id="redirects.notFound.reportPlain" description="Report request when no support e-mail is set">
                zgłoś nam błąd
              </Translate>
            )}
            .{' '}
            <Link to="/">
              <Translate id="redirects.notFound.home" description="Link to the home page from the 404 page">
                Przejdź na stronę główną dokumentacji
              </Translate>
            </Link>
          </p>
        </div>
      </div>
    </main>
  );
}
