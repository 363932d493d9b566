import {useEffect, useState, type FormEvent, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useHistory, useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {loadEngine} from '../../client/loadEngine';
import type {SearchGlobalData} from '../../options';
import type {SearchEngine} from '../../src/engine';
import Highlighted from '../SearchHighlight';
import SearchNoResults from '../SearchNoResults';
import {createNoResultsReporter, pushToDataLayer, searchSelectEvent} from '../../src/signals';
import styles from './styles.module.css';

const MAX_PAGES = 50;
const SECTIONS_PER_PAGE = 3;

/** The full results for ?q=, best first, each page a link with its best matching sections. */
export default function SearchPage(): ReactNode {
  const {indexPath} = usePluginData('search-pl') as SearchGlobalData;
  const indexUrl = useBaseUrl(indexPath);
  const {search} = useLocation();
  const history = useHistory();
  // The static HTML has no query: read it only after hydration, so server and client agree.
  const isBrowser = useIsBrowser();
  const query = isBrowser ? (new URLSearchParams(search).get('q') ?? '') : '';
  const [draft, setDraft] = useState(query);
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [failed, setFailed] = useState(false);

  // Back/forward changes ?q=: the field follows (adjusting state while rendering, not in an effect).
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setDraft(query);
  }
  useEffect(() => {
    // The results page lists every match, the reference's too.
    loadEngine(indexUrl, {withReference: true}).then(setEngine, () => setFailed(true));
  }, [indexUrl]);

  const hits = engine && query.trim() ? engine.search(query, {limit: MAX_PAGES, sectionsPerPage: SECTIONS_PER_PAGE}) : [];
  // A results page that found nothing is a finished query: reported at once (no typing to wait for).
  const [noResults] = useState(() => createNoResultsReporter(pushToDataLayer, {set: (run) => run(), clear: () => undefined}, 0));
  const found = hits.length;
  useEffect(() => {
    if (engine) noResults.settle(query, found);
  }, [engine, query, found, noResults]);
  const select = (url: string, index: number) => () => pushToDataLayer(searchSelectEvent(query, url, index));
  const title = query.trim()
    ? translate(
        {id: 'searchPl.page.title', message: 'Wyniki wyszukiwania dla „{query}”', description: 'Title of the results page'},
        {query: query.trim()},
      )
    : translate({
        id: 'searchPl.page.emptyTitle',
        message: 'Szukaj w dokumentacji',
        description: 'Title of the results page without a query',
      });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    history.push(`?q=${encodeURIComponent(draft.trim())}`);
  };

  return (
    <Layout title={title}>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form className={styles.form} onSubmit={onSubmit} role="search">
          <input
            className={styles.input}
            type="search"
            name="q"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            aria-label={translate({
              id: 'searchPl.page.inputLabel',
              message: 'Szukana fraza',
              description: 'Label of the query field on the results page',
            })}
            placeholder={translate({id: 'searchPl.bar.placeholder', message: 'Szukaj...', description: 'Placeholder of the search box'})}
          />
          <button type="submit" className="button button--primary">
            {translate({id: 'searchPl.page.submit', message: 'Szukaj', description: 'Submit button of the results page'})}
          </button>
        </form>
        <p role="status" aria-live="polite">
          {failed &&
            translate({
              id: 'searchPl.bar.error',
              message: 'Nie udało się wczytać wyszukiwarki. Spróbuj ponownie.',
              description: 'Shown when the search index failed to load',
            })}
          {!failed &&
            query.trim() &&
            !engine &&
            translate({
              id: 'searchPl.bar.loading',
              message: 'Wczytywanie indeksu wyszukiwania…',
              description: 'Shown while the search index loads',
            })}
          {engine &&
            query.trim() &&
            hits.length === 0 &&
            translate({
              id: 'searchPl.page.noResults',
              message: 'Nic nie znaleziono. Sprawdź pisownię albo użyj innych słów.',
              description: 'The results page found nothing',
            })}
          {engine &&
            hits.length > 0 &&
            translate(
              {id: 'searchPl.page.count', message: 'Znalezione strony: {count}', description: 'How many pages the results page lists'},
              {count: hits.length},
            )}
        </p>
        {engine && query.trim() && hits.length === 0 && <SearchNoResults query={query} vocabulary={engine.vocabulary()} />}
        <ol className={styles.results} data-search-results={engine ? query : undefined}>
          {hits.map((hit, index) => (
            <li key={hit.pageUrl} className={styles.result}>
              <Heading as="h2">
                <Link to={hit.pageUrl} onClick={select(hit.pageUrl, index)}>
                  <Highlighted parts={hit.title} />
                </Link>
              </Heading>
              <div className={styles.path}>{hit.pageUrl}</div>
              <ul className={styles.sections}>
                {hit.sections.map((section) => (
                  <li key={section.url}>
                    {section.heading && (
                      <Link to={section.url} onClick={select(section.url, index)}>
                        <Highlighted parts={section.heading} />
                      </Link>
                    )}
                    <p className={styles.snippet}>
                      <Highlighted parts={section.snippet} />
                    </p>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </main>
    </Layout>
  );
}
