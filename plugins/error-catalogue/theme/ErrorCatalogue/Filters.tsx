import type {Dispatch, ReactNode, SetStateAction} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {isAreaFilter, NO_FILTER, type ErrorFilter} from '../../src/search';
import type {AreaKey, ErrorArea} from '../../src/types';
import {TableFilter} from '@site/plugins/page-data-kit/client/DataTable';
import styles from './styles.module.css';

interface FiltersProps {
  areas: readonly ErrorArea[];
  /** Entries in the catalogue, and per area, for the options' counts. */
  total: number;
  counts: ReadonlyMap<AreaKey, number>;
  filter: ErrorFilter;
  setFilter: Dispatch<SetStateAction<ErrorFilter>>;
}

/** The area select, the free-text field and the reset button, with the hint under them. */
export default function Filters({areas, total, counts, filter, setFilter}: FiltersProps): ReactNode {
  return (
    <>
      <TableFilter
        className={styles.controls}
        label={translate({
          id: 'errorCatalogue.filter.label',
          message: 'Filtr katalogu błędów',
          description: 'Accessible name of the filter area',
        })}
      >
        <div className={styles.control}>
          <label htmlFor="katalog-bledow-obszar">
            {translate({id: 'errorCatalogue.filter.area', message: 'Obszar', description: 'Label of the area select'})}
          </label>
          <select
            id="katalog-bledow-obszar"
            value={filter.area}
            onChange={(event) => {
              const area = event.target.value;
              if (isAreaFilter(area)) setFilter((current) => ({...current, area}));
            }}
          >
            <option value="all">
              {translate(
                {id: 'errorCatalogue.filter.allAreas', message: 'Wszystkie obszary ({count})', description: 'Area option: no area filter'},
                {count: total},
              )}
            </option>
            {areas.map((area) => (
              <option key={area.key} value={area.key}>
                {`${area.label} (${counts.get(area.key) ?? 0})`}
              </option>
            ))}
          </select>
        </div>
        <div className={clsx(styles.control, styles.grow)}>
          <label htmlFor="katalog-bledow-szukaj">
            {translate({id: 'errorCatalogue.filter.query', message: 'Szukaj w katalogu', description: 'Label of the free-text search'})}
          </label>
          <input
            id="katalog-bledow-szukaj"
            type="search"
            value={filter.query}
            aria-describedby="katalog-bledow-podpowiedz"
            onChange={(event) => {
              const query = event.target.value;
              setFilter((current) => ({...current, query}));
            }}
          />
        </div>
        <button type="button" className="button button--secondary" onClick={() => setFilter(NO_FILTER)}>
          {translate({
            id: 'errorCatalogue.filter.reset',
            message: 'Wyczyść filtry',
            description: 'Button that clears the area and text filters',
          })}
        </button>
      </TableFilter>
      <p id="katalog-bledow-podpowiedz" className={styles.hint}>
        {translate({
          id: 'errorCatalogue.filter.hint',
          message: 'Wpisz kod, nazwę usługi albo słowo z opisu. Polskie znaki są opcjonalne: „platnosc” znajdzie „płatność”.',
          description: 'Help text under the search field',
        })}
      </p>
    </>
  );
}
