import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
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

/** The details' labels: literal translate() calls, which write-translations lists. */
function detailLabels() {
  return {
    aliases: translate({
      id: 'glossary.entry.aliases',
      message: 'Inne nazwy',
      description: 'Glossary: label of the other names of a term',
    }),
    english: translate({
      id: 'glossary.entry.english',
      message: 'Po angielsku',
      description: 'Glossary: label of the English names of a term',
    }),
    panel: translate({
      id: 'glossary.entry.panel',
      message: 'W panelu',
      description: 'Glossary: label of the admin panel path of a term',
    }),
    api: translate({
      id: 'glossary.entry.api',
      message: 'Pole API',
      description: 'Glossary: label of the API fields of a term',
    }),
    terraform: translate({
      id: 'glossary.entry.terraform',
      message: 'Atrybut Terraform',
      description: 'Glossary: label of the Terraform attributes of a term',
    }),
  };
}

/** What an entry has of its other names, English names, panel path, API fields and Terraform attributes; nothing when it has none. */
export default function EntryDetails({entry}: {entry: GlossaryPageEntry}): ReactNode {
  const labels = detailLabels();
  const details: Array<[keyof typeof labels, ReactNode]> = [
    ['aliases', entry.aliases.length > 0 ? entry.aliases.join(', ') : null],
    ['english', entry.english?.length ? <span lang="en">{entry.english.join(', ')}</span> : null],
    ['panel', entry.panel || null],
    ['api', entry.api?.length ? <CodeList items={entry.api} /> : null],
    ['terraform', entry.terraform?.length ? <CodeList items={entry.terraform} /> : null],
  ];
  const shown = details.filter(([, value]) => value !== null);
  if (shown.length === 0) return null;
  return (
    <dl className={styles.details}>
      {shown.map(([key, value]) => (
        <div key={key} className={styles.detail}>
          <dt>{labels[key]}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
