import type {MouseEvent, ReactNode} from 'react';
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
  /** Opens a suggestion in this tab (a plain click, Enter). */
  go: (url: string, position: number) => void;
  /** Records a suggestion the browser opens elsewhere (a middle or modifier click: a new tab or window). */
  openedElsewhere: (url: string, position: number) => void;
}

/** A click the browser should handle itself: another button, or with Ctrl, ⌘, Shift or Alt. */
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;

/**
 * The listbox of the box's combobox: each option a link (`<a href>` with the option role) to a
 * page's best section, with its title, heading and snippet. A plain click and Enter open it here
 * as before; a middle or Ctrl/⌘ click opens a new tab, and the browser offers "copy link" and
 * link previews, because it is a real link.
 */
export default function Suggestions({
  listId,
  optionId,
  hits,
  shown,
  resultsFor,
  active,
  setActive,
  go,
  openedElsewhere,
}: SuggestionsProps): ReactNode {
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
          const url = section?.url ?? hit.pageUrl;
          return (
            <li key={hit.pageUrl} role="none">
              <a
                href={url}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // The focus stays in the box (aria-activedescendant): the links are not tab stops.
                tabIndex={-1}
                data-url={url}
                className={clsx(styles.option, index === active && styles.active)}
                // A plain mousedown would move the focus and close the list before the click lands.
                onMouseDown={(event) => {
                  if (event.button === 0) event.preventDefault();
                }}
                onMouseMove={() => setActive(index)}
                onClick={(event) => {
                  if (opensElsewhere(event)) return openedElsewhere(url, index);
                  event.preventDefault();
                  go(url, index);
                }}
                onAuxClick={(event) => {
                  if (event.button === 1) openedElsewhere(url, index);
                }}
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
              </a>
            </li>
          );
        })}
    </ul>
  );
}
