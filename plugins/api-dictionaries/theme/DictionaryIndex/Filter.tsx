import {useId, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {TableFilter} from '@site/plugins/page-data-kit/client/DataTable';
import styles from '../DictionaryTable/styles.module.css';

/** The filter field with its hint and the live count of the dictionaries and fields it shows. */
export default function Filter({
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
  const name = translate({
    id: 'apiDictionaries.filter.region',
    message: 'Filtr słowników',
    description: 'Accessible name of the dictionaries filter',
  });
  return (
    <TableFilter className={styles.filter} label={name}>
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
    </TableFilter>
  );
}
