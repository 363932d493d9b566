import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useGlossaryContent} from '../../client/content';
import {pageEntries} from '../../src/pageEntries';
import {groupByLetter} from '../../src/order';
import type {GlossaryPageEntry} from '../../src/types';
import styles from './styles.module.css';

function CodeList({items}: {items: string[]}): ReactNode {
  return items.map((item, index) => (
    <span key={item}>
      {index > 0 && ', '}
      <code>{item}</code>
    </span>
  ));
}

function Detail({label, children}: {label: string; children: ReactNode}): ReactNode {
  return (
    <div className={styles.detail}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Entry({entry}: {entry: GlossaryPageEntry}): ReactNode {
  const hasDetails = entry.aliases.length > 0 || entry.english?.length || entry.panel || entry.api?.length || entry.terraform?.length;
  return (
    <article className={styles.entry} aria-labelledby={entry.id} data-glossary-entry={entry.id}>
      <h3 id={entry.id} className={styles.term} tabIndex={-1}>
        {entry.term}
      </h3>
      <p className={styles.definition}>{entry.definition}</p>
      {hasDetails ? (
        <dl className={styles.details}>
          {entry.aliases.length > 0 && (
            <Detail
              label={translate({
                id: 'glossary.entry.aliases',
                message: 'Inne nazwy',
                description: 'Glossary: label of the other names of a term',
              })}
            >
              {entry.aliases.join(', ')}
            </Detail>
          )}
          {entry.english?.length ? (
            <Detail
              label={translate({
                id: 'glossary.entry.english',
                message: 'Po angielsku',
                description: 'Glossary: label of the English names of a term',
              })}
            >
              <span lang="en">{entry.english.join(', ')}</span>
            </Detail>
          ) : null}
          {entry.panel && (
            <Detail
              label={translate({
                id: 'glossary.entry.panel',
                message: 'W panelu',
                description: 'Glossary: label of the admin panel path of a term',
              })}
            >
              {entry.panel}
            </Detail>
          )}
          {entry.api?.length ? (
            <Detail
              label={translate({id: 'glossary.entry.api', message: 'Pole API', description: 'Glossary: label of the API fields of a term'})}
            >
              <CodeList items={entry.api} />
            </Detail>
          ) : null}
          {entry.terraform?.length ? (
            <Detail
              label={translate({
                id: 'glossary.entry.terraform',
                message: 'Atrybut Terraform',
                description: 'Glossary: label of the Terraform attributes of a term',
              })}
            >
              <CodeList items={entry.terraform} />
            </Detail>
          ) : null}
        </dl>
      ) : null}
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

/**
 * `<Glossary />`: every glossary entry in Polish alphabetical order under its letter, with a
 * letter index. Each entry's term heading has the entry id as anchor (`/slowniczek/#<id>`),
 * which the term links of other pages point at.
 */
export default function Glossary(): ReactNode {
  const content = useGlossaryContent();
  const groups = groupByLetter(pageEntries(content));
  const brokenLinks = useBrokenLinks();
  for (const group of groups) {
    brokenLinks.collectAnchor(group.anchor);
    for (const entry of group.entries) brokenLinks.collectAnchor(entry.id);
  }
  return (
    <div className={styles.glossary} data-glossary="">
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
      <p className={styles.count}>
        {translate(
          {id: 'glossary.count', message: 'Pojęć w słowniczku: {count}.', description: 'Glossary: number of entries'},
          {count: content.entries.length},
        )}
      </p>
      {groups.map((group) => (
        <section key={group.anchor} className={styles.letter} aria-labelledby={group.anchor}>
          <h2 id={group.anchor} className={styles.letterHeading} tabIndex={-1}>
            {group.letter}
          </h2>
          {group.entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </section>
      ))}
    </div>
  );
}
