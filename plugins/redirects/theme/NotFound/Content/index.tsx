import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import SearchBar from '@theme/SearchBar';
import {SearchPrefill} from '../../../../search-pl/client/public';
import Help from './Help';
import Suggestions from './Suggestions';
import {useNotFound} from './useNotFound';
import styles from './styles.module.css';

interface Props {
  className?: string;
}

/**
 * The not-found page: a path the router does not know is first retried as the spec describes
 * (useNotFound.ts); when none fits, the Polish explanation, the search box with the address's
 * words, the closest pages and a report link.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  const {suggestions, prefill, report} = useNotFound();
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
            <SearchPrefill.Provider value={prefill}>
              <SearchBar />
            </SearchPrefill.Provider>
          </div>
          <Help report={report} />
          {/* Last, as they come after hydration (from the index): nothing below them is on the screen to move. */}
          {suggestions !== null && suggestions.length > 0 && <Suggestions suggestions={suggestions} />}
        </div>
      </div>
    </main>
  );
}
