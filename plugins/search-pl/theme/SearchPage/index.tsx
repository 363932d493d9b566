import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {useClientValue} from '@site/plugins/page-data-kit/client/useClientValue';
import {loadErrorText, loadingText, placeholderText} from '../SearchBar/messages';
import {showQueryEnd} from '../../src/keyboard';
import SearchNoResults from '../SearchNoResults';
import ResultList from './ResultList';
import {useSearchResults} from './useSearchResults';
import styles from './styles.module.css';

/** The full results for ?q=, best first, each page a link with its best matching sections. */
export default function SearchPage(): ReactNode {
  const {query, draft, setDraft, ready, failed, hits, correction, select, onSubmit} = useSearchResults();
  // The heading names the query, which only the browser knows: the page is drawn once, after
  // hydration, so nothing on the screen moves when the heading grows by a line or two.
  const inBrowser = useClientValue(() => true, false);
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
  return (
    <Layout title={title}>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        {inBrowser && (
          <>
            <Heading as="h1">{title}</Heading>
            <form className={styles.form} onSubmit={onSubmit} role="search">
              <input
                className={styles.input}
                type="search"
                name="q"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onFocus={(event) => showQueryEnd(event.currentTarget)}
                aria-label={translate({
                  id: 'searchPl.page.inputLabel',
                  message: 'Szukana fraza',
                  description: 'Label of the query field on the results page',
                })}
                placeholder={placeholderText()}
              />
              <button type="submit" className="button button--primary">
                {translate({id: 'searchPl.page.submit', message: 'Szukaj', description: 'Submit button of the results page'})}
              </button>
            </form>
            <p className={styles.status} role="status" aria-live="polite">
              {failed && loadErrorText()}
              {!failed && !ready && loadingText()}
              {ready &&
                query.trim() &&
                hits.length === 0 &&
                translate({
                  id: 'searchPl.page.noResults',
                  message: 'Nic nie znaleziono. Sprawdź pisownię albo użyj innych słów.',
                  description: 'The results page found nothing',
                })}
              {ready &&
                hits.length > 0 &&
                translate(
                  {id: 'searchPl.page.count', message: 'Znalezione strony: {count}', description: 'How many pages the results page lists'},
                  {count: hits.length},
                )}
            </p>
            {ready && query.trim() && hits.length === 0 && <SearchNoResults query={query} suggestion={correction} />}
            <ResultList hits={hits} resultsFor={ready ? query : undefined} select={select} />
          </>
        )}
      </main>
    </Layout>
  );
}
