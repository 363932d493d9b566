import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {isDictionary, type Block} from '../../src/blocks';
import type {FieldUse} from '../../src/types';
import styles from './styles.module.css';

function FieldList({fields, fieldsNote}: {fields: readonly FieldUse[]; fieldsNote?: string}): ReactNode {
  if (fields.length === 0) return <>{fieldsNote}</>;
  return (
    <ul className={styles.fieldList}>
      {fields.map(({field, usedIn}) => (
        <li key={`${field} ${usedIn}`}>
          <code>{field}</code> — {usedIn}
        </li>
      ))}
    </ul>
  );
}

/** The terms above a block's table: what it is for, the fields that take its values, a dictionary's call. */
export default function Meta({block}: {block: Block}): ReactNode {
  return (
    <dl className={styles.meta}>
      <dt>{translate({id: 'apiDictionaries.meta.purpose', message: 'Do czego służy', description: 'Term: what the dictionary is for'})}</dt>
      <dd>{block.purpose}</dd>
      {isDictionary(block) ? (
        <>
          <dt>
            {translate({
              id: 'apiDictionaries.meta.fields',
              message: 'Pola, które przyjmują jego wartości',
              description: 'Term: fields that take the dictionary values',
            })}
          </dt>
          <dd>
            <FieldList fields={block.fields} fieldsNote={block.fieldsNote} />
          </dd>
          <dt>
            {translate({
              id: 'apiDictionaries.meta.call',
              message: 'Wywołanie',
              description: 'Term: the API call that returns the dictionary',
            })}
          </dt>
          <dd>
            <code>GET /dictionaries/{block.id}</code>
          </dd>
        </>
      ) : (
        <>
          <dt>
            {translate({
              id: 'apiDictionaries.meta.usedIn',
              message: 'Gdzie występuje',
              description: 'Term: where a field with fixed values is used',
            })}
          </dt>
          <dd>
            <FieldList fields={block.fields} />
          </dd>
        </>
      )}
    </dl>
  );
}
