import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import GlossaryEntry from './GlossaryEntry';
import LetterIndex from './LetterIndex';
import {useGlossaryGroups} from './useGlossaryGroups';
import styles from './styles.module.css';

/**
 * `<Glossary />`: every glossary entry in Polish alphabetical order under its letter, with a
 * letter index. Each entry's term heading has the entry id as anchor (`/slowniczek/#<id>`),
 * which the term links of other pages point at.
 */
export default function Glossary(): ReactNode {
  const {groups, count} = useGlossaryGroups();
  return (
    <div className={styles.glossary} data-glossary="">
      <LetterIndex groups={groups} />
      <p className={styles.count}>
        {translate({id: 'glossary.count', message: 'Pojęć w słowniczku: {count}.', description: 'Glossary: number of entries'}, {count})}
      </p>
      {groups.map((group) => (
        <section key={group.anchor} className={styles.letter} aria-labelledby={group.anchor}>
          <h2 id={group.anchor} className={styles.letterHeading} tabIndex={-1}>
            {group.letter}
          </h2>
          {group.entries.map((entry) => (
            <GlossaryEntry key={entry.id} entry={entry} />
          ))}
        </section>
      ))}
    </div>
  );
}
