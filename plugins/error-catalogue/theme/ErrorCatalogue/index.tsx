import {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useErrorCatalogue, useHashTarget} from '../../client/hooks';
import {countByArea, filterErrors, NO_FILTER, type ErrorFilter} from '../../src/search';
import {AREA_KEYS, errorAnchor, type AreaKey, type ErrorEntry} from '../../src/types';
import styles from './styles.module.css';

function isAreaFilter(value: string): value is AreaKey | 'all' {
  return value === 'all' || (AREA_KEYS as readonly string[]).includes(value);
}

function columnHeaders() {
  return {
    situation: translate({id: 'errorCatalogue.column.situation', message: 'Kod i sytuacja', description: 'Column header'}),
    meaning: translate({id: 'errorCatalogue.column.meaning', message: 'Znaczenie', description: 'Column header'}),
    when: translate({id: 'errorCatalogue.column.when', message: 'Kiedy występuje', description: 'Column header'}),
    action: translate({id: 'errorCatalogue.column.action', message: 'Co zrobić', description: 'Column header'}),
  };
}

function ErrorRow({error, areaLabel, active}: {error: ErrorEntry; areaLabel: string; active: boolean}): ReactNode {
  const anchor = errorAnchor(error.id);
  const columnLabels = columnHeaders();
  return (
    // Focusable (tabIndex -1) so that a link to #blad-… can move focus to the entry itself.
    <tr
      id={anchor}
      tabIndex={-1}
      role="row"
      className={clsx(styles.row, active && styles.active)}
      data-highlighted={active ? 'true' : undefined}
    >
      <th scope="row" role="rowheader" className={styles.situation}>
        <Link to={`#${anchor}`} className={styles.permalink}>
          {error.code !== undefined && <code className={styles.code}>{error.code}</code>} {error.title}
        </Link>
        <span className={styles.area}>{areaLabel}</span>
        {error.operation && (
          <span className={styles.operation}>
            <code>{error.operation}</code>
          </span>
        )}
        {active && (
          <span className={styles.badge}>
            {translate({
              id: 'errorCatalogue.row.highlighted',
              message: 'wskazany w adresie strony',
              description: 'Badge on the entry named in the URL hash',
            })}
          </span>
        )}
      </th>
      <td role="cell" data-label={columnLabels.meaning}>
        {error.meaning}
        {error.body && (
          <span className={styles.extra}>
            <strong>
              {translate({
                id: 'errorCatalogue.row.body',
                message: 'Treść odpowiedzi:',
                description: 'Lead-in: what the response body carries',
              })}
            </strong>{' '}
            {error.body}
          </span>
        )}
        {error.message && (
          <span className={styles.extra}>
            <strong>
              {translate({
                id: 'errorCatalogue.row.message',
                message: 'Komunikat:',
                description: 'Lead-in: the message as the reader sees it',
              })}
            </strong>{' '}
            <code>{error.message}</code>
          </span>
        )}
      </td>
      <td role="cell" data-label={columnLabels.when}>
        {error.when}
      </td>
      <td role="cell" data-label={columnLabels.action}>
        {error.action}
        {error.seeAlso && error.seeAlso.length > 0 && (
          <span className={styles.extra}>
            <strong>
              {translate({id: 'errorCatalogue.row.seeAlso', message: 'Zobacz też:', description: 'Lead-in of related pages'})}
            </strong>{' '}
            {error.seeAlso.map((link, index) => (
              <span key={link.to}>
                {index > 0 && ', '}
                <Link to={link.to}>{link.label}</Link>
              </span>
            ))}
          </span>
        )}
      </td>
    </tr>
  );
}

/** `<ErrorCatalogue />`: every entry, filtered by area and by Polish free text (diacritics optional). */
export default function ErrorCatalogue(): ReactNode {
  const {areas, errors} = useErrorCatalogue();
  const [filter, setFilter] = useState<ErrorFilter>(NO_FILTER);
  const target = useHashTarget();
  const focused = useRef('');
  const brokenLinks = useBrokenLinks();
  // The broken-anchor check only knows ids that components report: other pages link here.
  for (const error of errors) brokenLinks.collectAnchor(errorAnchor(error.id));

  const visible = useMemo(() => filterErrors(errors, areas, filter), [errors, areas, filter]);
  const counts = useMemo(() => countByArea(errors), [errors]);
  const labels = useMemo(() => new Map(areas.map((area) => [area.key, area.label])), [areas]);
  const targeted = errors.find((error) => errorAnchor(error.id) === target);
  const columns = columnHeaders();

  // A new link to an entry that the current filter hides clears the filter, so the entry shows.
  // Adjusted during render (React's pattern for state that follows a changing input).
  const [lastTarget, setLastTarget] = useState(target);
  if (target !== lastTarget) {
    setLastTarget(target);
    if (targeted && filterErrors([targeted], areas, filter).length === 0) setFilter(NO_FILTER);
  }

  // Focus moves to the linked entry once it is rendered, so keyboard and screen reader users land there.
  useEffect(() => {
    if (!targeted || focused.current === target || !visible.includes(targeted)) return;
    focused.current = target;
    document.getElementById(target)?.focus({preventScroll: true});
  }, [target, targeted, visible]);

  return (
    <div className={styles.catalogue} data-error-catalogue="">
      <div
        className={styles.controls}
        role="search"
        aria-label={translate({
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
                {count: errors.length},
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
      </div>
      <p id="katalog-bledow-podpowiedz" className={styles.hint}>
        {translate({
          id: 'errorCatalogue.filter.hint',
          message: 'Wpisz kod, nazwę usługi albo słowo z opisu. Polskie znaki są opcjonalne: „platnosc” znajdzie „płatność”.',
          description: 'Help text under the search field',
        })}
      </p>
      <p role="status" aria-live="polite" className={styles.status}>
        {translate(
          {
            id: 'errorCatalogue.status',
            message: 'Wyświetlane wpisy: {shown} z {total}.',
            description: 'Live count of entries that match the filter',
          },
          {shown: visible.length, total: errors.length},
        )}
      </p>
      {visible.length === 0 ? (
        <p className={styles.empty}>
          {translate({
            id: 'errorCatalogue.empty',
            message: 'Żaden wpis nie pasuje do filtrów. Zmień obszar albo szukany tekst.',
            description: 'Shown when the filter hides every entry',
          })}
        </p>
      ) : (
        <div className={styles.scroll} role="region" aria-labelledby="katalog-bledow-tytul" tabIndex={0}>
          {/* Explicit roles keep the table's meaning when a phone's stylesheet shows rows as cards (custom.css). */}
          <table className={clsx(styles.table, 'data-cards')} role="table" aria-labelledby="katalog-bledow-tytul">
            <caption id="katalog-bledow-tytul">
              {translate({
                id: 'errorCatalogue.table.caption',
                message: 'Kody odpowiedzi i sytuacje błędów',
                description: 'Caption of the error catalogue table',
              })}
            </caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  {columns.situation}
                </th>
                <th scope="col" role="columnheader">
                  {columns.meaning}
                </th>
                <th scope="col" role="columnheader">
                  {columns.when}
                </th>
                <th scope="col" role="columnheader">
                  {columns.action}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {visible.map((error) => (
                <ErrorRow
                  key={error.id}
                  error={error}
                  areaLabel={labels.get(error.area) ?? error.area}
                  active={errorAnchor(error.id) === target}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
