import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {GlossaryPageEntry} from '../../src/types';
import EntryDetails from './EntryDetails';
import styles from './styles.module.css';

/** One entry: the term as a heading anchored at its id, the definition, the details and the pages that explain it. */
export default function GlossaryEntry({entry}: {entry: GlossaryPageEntry}): ReactNode {
  return (
    <article className={styles.entry} aria-labelledby={entry.id} data-glossary-entry={entry.id}>
      <h3 id={entry.id} className={styles.term} tabIndex={-1}>
        {entry.term}
      </h3>
      <p className={styles.definition}>{entry.definition}</p>
      <EntryDetails entry={entry} />
      <p className={styles.pagesLabel} id={`${entry.id}-strony`}>
        {translate({
          id: 'glossary.entry.pages',
          message: 'Więcej w dokumentacji:',
          description: 'Glossary: label before the links to the pages that explain a term',
        })}
      </p>
      <ul className={styles.pages} aria-labelledby={`${entry.id}-strony`}>
        {entry.pages.map((page) => (
          <li key={page.route}>
            <Link to={page.route}>{page.title}</Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
