import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import DataTable, {DataCell, DataRow} from '@site/plugins/page-data-kit/client/DataTable';
import type {DictionaryItem} from '../../src/types';
import {itemColumns} from './texts';
import styles from './styles.module.css';

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

/** The items of a dictionary or the values of a field; the label column only when some item has a label. */
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
  return (
    <DataTable captionId={`${anchor}-elementy`} caption={caption} columns={itemColumns(withLabels)} regionClassName={styles.tableBox}>
      {items.map((item, index) => (
        <DataRow key={item.id ?? item.label ?? index}>
          <DataCell column="id">{item.id === null ? <NotPublished /> : <code>{item.id}</code>}</DataCell>
          {withLabels && <DataCell column="label">{item.label === null ? <NotPublished /> : <code>{item.label}</code>}</DataCell>}
          <DataCell column="meaning">
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
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
