import {useMemo, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import DataTable from '@site/plugins/page-data-kit/client/DataTable';
import {itemRowsHtml} from '../../src/rowsHtml';
import type {DictionaryItem} from '../../src/types';
import {itemColumns} from './texts';
import styles from './styles.module.css';

/**
 * The items of a dictionary or the values of a field; the label column only when some item has
 * a label. The rows are static markup (src/rowsHtml.ts) that the filter rewrites as a whole.
 */
export default function ItemsTable({
  items,
  anchor,
  caption,
}: {
  items: readonly DictionaryItem[];
  anchor: string;
  caption: string;
}): ReactNode {
  const withLabels = items.some((item) => item.label !== null);
  const columns = itemColumns(withLabels);
  const rowsHtml = useMemo(
    () =>
      itemRowsHtml(
        items,
        withLabels,
        {
          columns: itemColumns(withLabels),
          notPublished: translate({
            id: 'apiDictionaries.value.notPublished',
            message: 'nie opublikowano',
            description: 'Shown instead of an item id or label that the documentation does not publish',
          }),
          example: translate({
            id: 'apiDictionaries.item.example',
            message: 'Przykładowa etykieta:',
            description: 'Before an example label of a dictionary item',
          }),
        },
        {notPublished: styles.notPublished},
      ),
    [items, withLabels],
  );
  return (
    <DataTable captionId={`${anchor}-elementy`} caption={caption} columns={columns} regionClassName={styles.tableBox} rowsHtml={rowsHtml} />
  );
}
