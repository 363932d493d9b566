import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import Highlighted from '../SearchHighlight';
import type {PageHit} from '../../src/types';
import styles from './styles.module.css';

interface SuggestionsProps {
  listId: string;
  optionId: (index: number) => string;
  /** The suggestions, shown only while the list is open and holds the results of the query in the box. */
  hits: readonly PageHit[];
  shown: boolean;
  /** The query the list holds results for (for tests and tools), or undefined while it is out of date. */
  resultsFor: string | undefined;
  active: number;
  setActive: (index: number) => void;
  go: (url: string, position: number) => void;
}

/** The listbox of the box's combobox: each option a page, its best section and a snippet. */
export default function Suggestions({listId, optionId, hits, shown, resultsFor, active, setActive, go}: SuggestionsProps): ReactNode {
  return (
    <ul
      id={listId}
      role="listbox"
      className={styles.list}
      data-search-query={resultsFor}
      aria-label={translate({
        id: 'searchPl.bar.suggestions',
        message: 'Podpowiedzi wyszukiwania',
        description: 'Accessible name of the suggestion list',
      })}
    >
      {shown &&
        hits.map((hit, index) => {
          const section = hit.sections[0];
          return (
            <li
              key={hit.pageUrl}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              data-url={section?.url ?? hit.pageUrl}
              className={clsx(styles.option, index === active && styles.active)}
              // mousedown keeps the focus in the box, so the list stays open until the click.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => go(section?.url ?? hit.pageUrl, index)}
            >
              <span className={styles.title}>
                <Highlighted parts={hit.title} />
              </span>
              {section?.heading && (
                <span className={styles.heading}>
                  <Highlighted parts={section.heading} />
                </span>
              )}
              {section && (
                <span className={styles.snippet}>
                  <Highlighted parts={section.snippet} />
                </span>
              )}
            </li>
          );
        })}
    </ul>
  );
}
