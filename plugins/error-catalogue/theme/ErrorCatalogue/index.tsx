import {useMemo, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import DataTable from '@site/plugins/page-data-kit/client/DataTable';
import {errorRowsHtml, type RowClasses} from '../../src/rowsHtml';
import {columnHeaders} from './columns';
import Filters from './Filters';
import {rowLabels} from './rowLabels';
import {useCatalogue} from './useCatalogue';
import styles from './styles.module.css';

/**
 * `<ErrorCatalogue />`: every entry, filtered by area and by Polish free text (diacritics
 * optional). The rows are static markup (src/rowsHtml.ts) that the filter rewrites as a whole.
 */
export default function ErrorCatalogue(): ReactNode {
  const {areas, errors, filter, setFilter, target, visible, counts, labels} = useCatalogue();
  const baseUrl = useBaseUrl('/');
  const rowsHtml = useMemo(
    () => errorRowsHtml(visible, {areaLabels: labels, labels: rowLabels(), classes: styles as RowClasses, baseUrl, target}),
    [visible, labels, baseUrl, target],
  );
  const caption = translate({
    id: 'errorCatalogue.table.caption',
    message: 'Kody odpowiedzi i sytuacje błędów',
    description: 'Caption of the error catalogue table',
  });
  return (
    <div className={styles.catalogue} data-error-catalogue="">
      <Filters areas={areas} total={errors.length} counts={counts} filter={filter} setFilter={setFilter} />
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
        <DataTable
          captionId="katalog-bledow-tytul"
          caption={caption}
          columns={columnHeaders()}
          className={styles.table}
          rowsHtml={rowsHtml}
        />
      )}
    </div>
  );
}
