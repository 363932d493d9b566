import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {LetterGroup} from '../../src/order';
import styles from './styles.module.css';

/** The letter index: one link a letter, named with the number of its terms. */
export default function LetterIndex({groups}: {groups: readonly LetterGroup<unknown>[]}): ReactNode {
  return (
    <nav
      className={styles.index}
      aria-label={translate({
        id: 'glossary.index.label',
        message: 'Indeks liter słowniczka',
        description: 'Glossary: accessible name of the letter index',
      })}
    >
      <ul>
        {groups.map((group) => (
          <li key={group.anchor}>
            <a
              href={`#${group.anchor}`}
              aria-label={translate(
                {
                  id: 'glossary.index.letter',
                  message: 'Pojęcia na literę {letter} ({count})',
                  description: 'Glossary: accessible name of a letter index link',
                },
                {letter: group.letter, count: group.entries.length},
              )}
            >
              {group.letter}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
