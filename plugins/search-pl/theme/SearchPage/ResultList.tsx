import {startTransition, useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Highlighted from '../SearchHighlight';
import type {PageHit} from '../../src/types';
import styles from './styles.module.css';

interface ResultListProps {
  hits: readonly PageHit[];
  /** The query the list holds results for (for tests and tools), or undefined while the engine loads or the list is being drawn. */
  resultsFor: string | undefined;
  select: (url: string, index: number) => () => void;
}

// The first screenful and a bit, then the rest this many at a time, one task each: fifty results
// with their sections laid out at once were one long task on a phone.
const FIRST_DRAWN = 8;
const DRAWN_PER_TASK = 8;

/** How many of the hits are drawn: FIRST_DRAWN at once, then more in later tasks, until all are. */
function useDrawnCount(hits: readonly PageHit[]): number {
  const [drawn, setDrawn] = useState({hits, count: FIRST_DRAWN});
  // New hits start again from the first screenful (adjusting state while rendering, not in an effect).
  if (drawn.hits !== hits) setDrawn({hits, count: FIRST_DRAWN});
  const more = drawn.hits === hits && drawn.count < hits.length;
  useEffect(() => {
    if (!more) return undefined;
    const timer = setTimeout(() =>
      startTransition(() => setDrawn((now) => (now.hits === hits ? {hits, count: now.count + DRAWN_PER_TASK} : now))),
    );
    return () => clearTimeout(timer);
  }, [more, hits, drawn.count]);
  return Math.min(drawn.count, hits.length);
}

/** The results, best first: each page a link with its address and its best matching sections. */
export default function ResultList({hits, resultsFor, select}: ResultListProps): ReactNode {
  const drawn = useDrawnCount(hits);
  return (
    <ol className={styles.results} data-search-results={drawn === hits.length ? resultsFor : undefined}>
      {hits.slice(0, drawn).map((hit, index) => (
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
