import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Highlighted from '../SearchHighlight';
import type {PageHit} from '../../src/types';
import styles from './styles.module.css';

interface ResultListProps {
  hits: readonly PageHit[];
  /** The query the list holds results for (for tests and tools), or undefined while the engine loads. */
  resultsFor: string | undefined;
  select: (url: string, index: number) => () => void;
}

/** The results, best first: each page a link with its address and its best matching sections. */
export default function ResultList({hits, resultsFor, select}: ResultListProps): ReactNode {
  return (
    <ol className={styles.results} data-search-results={resultsFor}>
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
  );
}
