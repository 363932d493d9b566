import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {loadErrorText, loadingText} from './messages';
import type {Status as EngineStatus} from './useSearchEngine';
import styles from './styles.module.css';

interface StatusProps {
  expanded: boolean;
  status: EngineStatus;
  /** Whether the suggestions are those of the query in the box. */
  ready: boolean;
  count: number;
  query: string;
}

/** The live region under the suggestions: loading, failure, nothing found, or how many and how to pick. */
export default function Status({expanded, status, ready, count, query}: StatusProps): ReactNode {
  return (
    <p className={styles.status} role="status" aria-live="polite">
      {expanded && status === 'loading' && loadingText()}
      {expanded && status === 'error' && loadErrorText()}
      {expanded &&
        ready &&
        count === 0 &&
        translate(
          {id: 'searchPl.bar.noResults', message: 'Brak wyników dla „{query}”', description: 'No suggestion matches the query'},
          {query: query.trim()},
        )}
      {expanded &&
        ready &&
        count > 0 &&
        translate(
          {
            id: 'searchPl.bar.count',
            message: 'Podpowiedzi: {count}. Strzałki wybierają, Enter otwiera.',
            description: 'Announces how many suggestions are shown and how to pick one',
          },
          {count},
        )}
    </p>
  );
}
