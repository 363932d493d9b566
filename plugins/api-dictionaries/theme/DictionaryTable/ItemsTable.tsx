import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import DataTable, {DataCell, DataRow} from '@site/src/components/DataTable';
import type {DictionaryItem} from '../../src/types';
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
  const columns = {
    id: translate({id: 'apiDictionaries.column.id', message: 'Id', description: 'Column header: numeric id of a dictionary item'}),
    label: translate({id: 'apiDictionaries.column.label', message: 'Etykieta', description: 'Column header: label of a dictionary item'}),
    meaning: translate({
      id: 'apiDictionaries.column.meaning',
      message: 'Znaczenie',
      description: 'Column header: meaning of a dictionary item',
    }),
  };
  return (
    <DataTable
      captionId={`${anchor}-elementy`}
      caption={caption}
      columns={withLabels ? [columns.id, columns.label, columns.meaning] : [columns.id, columns.meaning]}
      regionClassName={styles.tableBox}
    >
      {items.map((item, index) => (
        <DataRow key={item.id ?? item.label ?? index}>
          <DataCell label={columns.id}>{item.id === null ? <NotPublished /> : <code>{item.id}</code>}</DataCell>
          {withLabels && <DataCell label={columns.label}>{item.label === null ? <NotPublished /> : <code>{item.label}</code>}</DataCell>}
          <DataCell label={columns.meaning}>
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
