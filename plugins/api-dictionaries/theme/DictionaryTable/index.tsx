import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import CodeBlock from '@theme/CodeBlock';
import {useApiHosts, useDictionaryContent, useDictionaryQuery, useHashTarget} from '../../client/hooks';
import {matchBlock} from '../../src/filter';
import {
  dictionaryAnchor,
  dictionaryPath,
  valueSetAnchor,
  type Dictionary,
  type DictionaryItem,
  type FieldUse,
  type ValueSet,
} from '../../src/types';
import styles from './styles.module.css';

/** `<DictionaryTable id={27} />` for a dictionary, `<DictionaryTable field="CloneType" />` for a value set. */
export type DictionaryTableProps = {id: number; field?: undefined} | {field: string; id?: undefined};

function NotPublished(): ReactNode {
  return (
    <span className={styles.notPublished}>
      {translate({
        id: 'apiDictionaries.value.notPublished',
        message: 'nie opublikowano',
        description: 'Shown instead of an item id or label that the documentation does not publish',
      })}
    </span>
  );
}

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

function ItemsTable({items, anchor, caption}: {items: readonly DictionaryItem[]; anchor: string; caption: string}): ReactNode {
  const withLabels = items.some((item) => item.label !== null);
  const captionId = `${anchor}-elementy`;
  const columns = {
    id: translate({id: 'apiDictionaries.column.id', message: 'Id', description: 'Column header: numeric id of a dictionary item'}),
    label: translate({id: 'apiDictionaries.column.label', message: 'Etykieta', description: 'Column header: label of a dictionary item'}),
    meaning: translate({
      id: 'apiDictionaries.column.meaning',
      message: 'Znaczenie',
      description: 'Column header: meaning of a dictionary item',
    }),
  };
  // Explicit roles keep the table's meaning when a phone's stylesheet shows its rows as cards.
  return (
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={clsx(styles.table, 'data-cards')} role="table" aria-labelledby={captionId}>
        <caption id={captionId}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {columns.id}
            </th>
            {withLabels && (
              <th scope="col" role="columnheader">
                {columns.label}
              </th>
            )}
            <th scope="col" role="columnheader">
              {columns.meaning}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {items.map((item, index) => (
            <tr key={item.id ?? item.label ?? index} role="row">
              <td role="cell" data-label={columns.id}>
                {item.id === null ? <NotPublished /> : <code>{item.id}</code>}
              </td>
              {withLabels && (
                <td role="cell" data-label={columns.label}>
                  {item.label === null ? <NotPublished /> : <code>{item.label}</code>}
                </td>
              )}
              <td role="cell" data-label={columns.meaning}>
                {item.meaning}
                {item.example && (
                  <>
                    {' '}
                    {translate({
                      id: 'apiDictionaries.item.example',
                      message: 'Przykładowa etykieta:',
                      description: 'Before an example label of a dictionary item',
                    })}{' '}
                    <code>{item.example}</code>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Block({anchor, title, children}: {anchor: string; title: string; children: ReactNode}): ReactNode {
  const active = useHashTarget() === anchor;
  // The broken-anchor check only knows ids that components report: other pages link here.
  useBrokenLinks().collectAnchor(anchor);
  return (
    <section
      id={anchor}
      tabIndex={-1}
      aria-labelledby={`${anchor}-tytul`}
      className={clsx(styles.block, active && styles.active)}
      data-dictionary=""
      data-highlighted={active ? 'true' : undefined}
    >
      <p className={styles.title} id={`${anchor}-tytul`}>
        <Link to={`#${anchor}`} className={styles.permalink}>
          {title}
        </Link>
        {active && (
          <span className={styles.badge}>
            {translate({
              id: 'apiDictionaries.block.highlighted',
              message: 'wskazany w adresie strony',
              description: 'Badge on the dictionary named in the URL hash',
            })}
          </span>
        )}
      </p>
      {children}
    </section>
  );
}

function DictionaryBlock({dictionary, items}: {dictionary: Dictionary; items: readonly DictionaryItem[]}): ReactNode {
  const hosts = useApiHosts();
  const anchor = dictionaryAnchor(dictionary.id);
  const path = dictionaryPath(dictionary.id);
  const curl = `curl -H "Authorization: Bearer $ACCESS_TOKEN" \\\n  -H "Accept: application/json" \\\n  ${hosts.waw}${path}`;
  return (
    <Block
      anchor={anchor}
      title={translate(
        {id: 'apiDictionaries.table.title', message: 'Słownik {id}: {name}', description: 'Title of one dictionary block'},
        {id: dictionary.id, name: dictionary.name},
      )}
    >
      <dl className={styles.meta}>
        <dt>
          {translate({id: 'apiDictionaries.meta.purpose', message: 'Do czego służy', description: 'Term: what the dictionary is for'})}
        </dt>
        <dd>{dictionary.purpose}</dd>
        <dt>
          {translate({
            id: 'apiDictionaries.meta.fields',
            message: 'Pola, które przyjmują jego wartości',
            description: 'Term: fields that take the dictionary values',
          })}
        </dt>
        <dd>
          <FieldList fields={dictionary.fields} fieldsNote={dictionary.fieldsNote} />
        </dd>
        <dt>
          {translate({
            id: 'apiDictionaries.meta.call',
            message: 'Wywołanie',
            description: 'Term: the API call that returns the dictionary',
          })}
        </dt>
        <dd>
          <code>GET /dictionaries/{dictionary.id}</code>
        </dd>
      </dl>
      {/* The call and its hint repeat under every dictionary: left out of the search index (plugins/search-pl). */}
      <div data-search-skip="">
        <CodeBlock language="bash">{curl}</CodeBlock>
        <p className={styles.hint}>
          {translate(
            {
              id: 'apiDictionaries.curl.hint',
              message: 'Przykład dla regionu PL-1-WAW; w PL-2-KRK użyj hosta {host}. Token pobierasz z serwera tożsamości.',
              description: 'Below the curl example of a dictionary call',
            },
            {host: hosts.krk},
          )}
        </p>
      </div>
      {items.length > 0 && (
        <ItemsTable
          items={items}
          anchor={anchor}
          caption={translate(
            {
              id: 'apiDictionaries.items.caption',
              message: 'Elementy słownika {id} opisane w dokumentacji',
              description: 'Caption of a dictionary items table',
            },
            {id: dictionary.id},
          )}
        />
      )}
      {dictionary.note && <p>{dictionary.note}</p>}
      <p className={styles.live} data-search-skip="">
        <strong>
          {translate({
            id: 'apiDictionaries.live.title',
            message: 'Aktualna lista:',
            description: 'Lead-in of the note that the live list comes from the API',
          })}
        </strong>{' '}
        {translate(
          {
            id: 'apiDictionaries.live.text',
            message: 'tabela pokazuje wybrane elementy, a pełną listę z identyfikatorami zwraca API (GET /dictionaries/{id}).',
            description: 'Note under every dictionary: the live list comes from the API',
          },
          {id: dictionary.id},
        )}
      </p>
    </Block>
  );
}

function ValueSetBlock({valueSet, items}: {valueSet: ValueSet; items: readonly DictionaryItem[]}): ReactNode {
  const anchor = valueSetAnchor(valueSet.key);
  return (
    <Block
      anchor={anchor}
      title={translate(
        {
          id: 'apiDictionaries.valueSet.title',
          message: 'Pole {field}: {name}',
          description: 'Title of a block with the fixed values of one field',
        },
        {field: valueSet.key, name: valueSet.name},
      )}
    >
      <dl className={styles.meta}>
        <dt>
          {translate({id: 'apiDictionaries.meta.purpose', message: 'Do czego służy', description: 'Term: what the dictionary is for'})}
        </dt>
        <dd>{valueSet.purpose}</dd>
        <dt>
          {translate({
            id: 'apiDictionaries.meta.usedIn',
            message: 'Gdzie występuje',
            description: 'Term: where a field with fixed values is used',
          })}
        </dt>
        <dd>
          <FieldList fields={valueSet.fields} />
        </dd>
      </dl>
      <ItemsTable
        items={items}
        anchor={anchor}
        caption={translate(
          {id: 'apiDictionaries.values.caption', message: 'Wartości pola {field}', description: 'Caption of a table of fixed field values'},
          {field: valueSet.key},
        )}
      />
      {valueSet.note && <p>{valueSet.note}</p>}
    </Block>
  );
}

export default function DictionaryTable(props: DictionaryTableProps): ReactNode {
  const {dictionaries, valueSets} = useDictionaryContent();
  const [query] = useDictionaryQuery();
  const target = useHashTarget();
  const block =
    props.id !== undefined
      ? dictionaries.find((candidate) => candidate.id === props.id)
      : valueSets.find((candidate) => candidate.key === props.field);
  if (!block) {
    throw new Error(
      props.id !== undefined
        ? `<DictionaryTable id={${props.id}} />: no such dictionary in plugins/api-dictionaries/data/dictionaries.ts`
        : `<DictionaryTable field="${props.field}" />: no such value set in plugins/api-dictionaries/data/dictionaries.ts`,
    );
  }
  const anchor = 'id' in block ? dictionaryAnchor(block.id) : valueSetAnchor(block.key);
  // The block a link points at always shows, whatever the filter says.
  const match = target === anchor ? matchBlock(block, '') : matchBlock(block, query);
  if (!match.visible) return null;
  return 'id' in block ? (
    <DictionaryBlock dictionary={block} items={match.items} />
  ) : (
    <ValueSetBlock valueSet={block} items={match.items} />
  );
}
