import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useDictionaryContent, useDictionaryQuery} from '../../client/hooks';
import {matchBlock} from '../../src/filter';
import {dictionaryAnchor, valueSetAnchor} from '../../src/types';
import styles from '../DictionaryTable/styles.module.css';

function Filter({
  query,
  setQuery,
  shown,
  total,
}: {
  query: string;
  setQuery: (query: string) => void;
  shown: number;
  total: number;
}): ReactNode {
  const ids = {input: useId(), hint: useId()};
  return (
    <div
      className={styles.filter}
      role="search"
      aria-label={translate({
        id: 'apiDictionaries.filter.region',
        message: 'Filtr słowników',
        description: 'Accessible name of the dictionaries filter',
      })}
    >
      <label htmlFor={ids.input}>
        {translate({
          id: 'apiDictionaries.filter.label',
          message: 'Szukaj w słownikach',
          description: 'Label of the dictionaries filter field',
        })}
      </label>
      <input
        id={ids.input}
        type="search"
        value={query}
        maxLength={100}
        aria-describedby={ids.hint}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p id={ids.hint} className={styles.hint}>
        {translate({
          id: 'apiDictionaries.filter.hint',
          message: 'Wpisz numer słownika, nazwę pola albo etykietę elementu, np. 12, TypeId albo Tier-3. Polskie znaki są opcjonalne.',
          description: 'Help under the dictionaries filter field',
        })}
      </p>
      <p role="status" aria-live="polite" className={styles.hint}>
        {translate(
          {
            id: 'apiDictionaries.filter.status',
            message: 'Pasujące słowniki i pola: {shown} z {total}.',
            description: 'Live count of dictionaries that match the filter',
          },
          {shown, total},
        )}
      </p>
    </div>
  );
}

/**
 * `<DictionaryIndex />`: the filter of the dictionaries page (kept in ?q=, shared with every
 * `<DictionaryTable />`) and the jump list of every dictionary and value set.
 */
export default function DictionaryIndex(): ReactNode {
  const {dictionaries, valueSets, route} = useDictionaryContent();
  const [query, setQuery] = useDictionaryQuery();
  const captionId = 'slowniki-spis';
  const shownDictionaries = dictionaries.filter((dictionary) => matchBlock(dictionary, query).visible);
  const shownValueSets = valueSets.filter((valueSet) => matchBlock(valueSet, query).visible);
  const columns = {
    key: translate({
      id: 'apiDictionaries.index.column.key',
      message: 'Słownik lub pole',
      description: 'Index column: dictionary id or field name',
    }),
    name: translate({id: 'apiDictionaries.index.column.name', message: 'Nazwa', description: 'Index column: Polish name'}),
    purpose: translate({id: 'apiDictionaries.index.column.purpose', message: 'Do czego służy', description: 'Index column: purpose'}),
    source: translate({
      id: 'apiDictionaries.index.column.source',
      message: 'Skąd wziąć listę',
      description: 'Index column: where the values come from',
    }),
  };
  // Explicit roles keep the table's meaning when a phone's stylesheet shows its rows as cards.
  return (
    <div data-dictionary-index="">
      <Filter
        query={query}
        setQuery={setQuery}
        shown={shownDictionaries.length + shownValueSets.length}
        total={dictionaries.length + valueSets.length}
      />
      <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={clsx(styles.table, 'data-cards')} role="table" aria-labelledby={captionId}>
          <caption id={captionId}>
            {translate({
              id: 'apiDictionaries.index.caption',
              message: 'Spis słowników API i stałych wartości pól',
              description: 'Caption of the dictionary index table',
            })}
          </caption>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                {columns.key}
              </th>
              <th scope="col" role="columnheader">
                {columns.name}
              </th>
              <th scope="col" role="columnheader">
                {columns.purpose}
              </th>
              <th scope="col" role="columnheader">
                {columns.source}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {shownDictionaries.map((dictionary) => (
              <tr key={dictionary.id} role="row">
                <th scope="row" role="rowheader">
                  <Link to={`${route}#${dictionaryAnchor(dictionary.id)}`}>
                    {translate(
                      {id: 'apiDictionaries.index.dictionary', message: 'Słownik {id}', description: 'Index link to one dictionary'},
                      {id: dictionary.id},
                    )}
                  </Link>
                </th>
                <td role="cell" data-label={columns.name}>
                  {dictionary.name}
                </td>
                <td role="cell" data-label={columns.purpose}>
                  {dictionary.purpose}
                </td>
                <td role="cell" data-label={columns.source}>
                  <code>GET /dictionaries/{dictionary.id}</code>
                </td>
              </tr>
            ))}
            {shownValueSets.map((valueSet) => (
              <tr key={valueSet.key} role="row">
                <th scope="row" role="rowheader">
                  <Link to={`${route}#${valueSetAnchor(valueSet.key)}`}>
                    <code>{valueSet.key}</code>
                  </Link>
                </th>
                <td role="cell" data-label={columns.name}>
                  {valueSet.name}
                </td>
                <td role="cell" data-label={columns.purpose}>
                  {valueSet.purpose}
                </td>
                <td role="cell" data-label={columns.source}>
                  {valueSet.values.some((value) => value.id !== null)
                    ? translate({
                        id: 'apiDictionaries.index.fixed',
                        message: 'stałe wartości z dokumentacji wywołań',
                        description: 'Index: the values are fixed and documented',
                      })
                    : translate({
                        id: 'apiDictionaries.index.unpublished',
                        message: 'identyfikatorów nie opublikowano',
                        description: 'Index: the ids are not published',
                      })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
