import {useEffect, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import SearchBar from '@theme/SearchBar';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {closestRoutes, resolveLegacyPath, type RedirectRule} from '../../../paths';
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

  const suggestions = useMemo(() => closestRoutes(relative ?? '/', knownRoutes, 5), [relative, knownRoutes]);

  return (
    <main className={clsx('container margin-vert--xl', className)}>
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
            <SearchBar />
          </div>
          {suggestions.length > 0 && (
            <>
              <Heading as="h2" className={styles.suggestionsTitle}>
                <Translate id="redirects.notFound.suggestions" description="Heading above the list of similar pages on the 404 page">
                  Może chodziło o jedną z tych stron?
                </Translate>
              </Heading>
              <ul>
                {suggestions.map((route) => (
                  <li key={route}>
                    <Link to={route}>{`${baseUrl}${route.slice(1)}`}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p>
            <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
              Skorzystaj z wyszukiwarki albo z podpowiedzi. Jeśli trafiłeś tu z linku w dokumentacji, zgłoś nam błąd.
            </Translate>{' '}
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
