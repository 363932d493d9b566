import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useDictionaryContent} from '../../client/hooks';
import {dictionaryAnchor, valueSetAnchor} from '../../src/types';
import styles from '../DictionaryTable/styles.module.css';

/** `<DictionaryIndex />`: every dictionary and value set, each linking to its block on the dictionaries page. */
export default function DictionaryIndex(): ReactNode {
  const {dictionaries, valueSets, route} = useDictionaryContent();
  const captionId = 'slowniki-spis';
  return (
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0} data-dictionary-index="">
      <table className={styles.table}>
        <caption id={captionId}>
          {translate({id: 'apiDictionaries.index.caption', message: 'Spis słowników API i stałych wartości pól', description: 'Caption of the dictionary index table'})}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              {translate({id: 'apiDictionaries.index.column.key', message: 'Słownik lub pole', description: 'Index column: dictionary id or field name'})}
            </th>
            <th scope="col">
              {translate({id: 'apiDictionaries.index.column.name', message: 'Nazwa', description: 'Index column: Polish name'})}
            </th>
            <th scope="col">
              {translate({id: 'apiDictionaries.index.column.purpose', message: 'Do czego służy', description: 'Index column: purpose'})}
            </th>
            <th scope="col">
              {translate({id: 'apiDictionaries.index.column.source', message: 'Skąd wziąć listę', description: 'Index column: where the values come from'})}
            </th>
          </tr>
        </thead>
        <tbody>
          {dictionaries.map((dictionary) => (
            <tr key={dictionary.id}>
              <th scope="row">
                <Link to={`${route}#${dictionaryAnchor(dictionary.id)}`}>
                  {translate({id: 'apiDictionaries.index.dictionary', message: 'Słownik {id}', description: 'Index link to one dictionary'}, {id: dictionary.id})}
                </Link>
              </th>
              <td>{dictionary.name}</td>
              <td>{dictionary.purpose}</td>
              <td>
                <code>GET /dictionaries/{dictionary.id}</code>
              </td>
            </tr>
          ))}
          {valueSets.map((valueSet) => (
            <tr key={valueSet.key}>
              <th scope="row">
                <Link to={`${route}#${valueSetAnchor(valueSet.key)}`}>
                  <code>{valueSet.key}</code>
                </Link>
              </th>
              <td>{valueSet.name}</td>
              <td>{valueSet.purpose}</td>
              <td>
                {valueSet.values.some((value) => value.id !== null)
                  ? translate({id: 'apiDictionaries.index.fixed', message: 'stałe wartości z dokumentacji wywołań', description: 'Index: the values are fixed and documented'})
                  : translate({id: 'apiDictionaries.index.unpublished', message: 'identyfikatorów nie opublikowano', description: 'Index: the ids are not published'})}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
