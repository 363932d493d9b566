import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import DataTable, {DataCell, DataRow, RowHeader} from '@site/plugins/page-data-kit/client/DataTable';
import {blockAnchor, hasPublishedIds, isDictionary, type Block} from '../../src/blocks';
import {indexColumns} from '../DictionaryTable/texts';
import styles from '../DictionaryTable/styles.module.css';

/** Where a block's list comes from: the dictionary's call, or whether a field's values are documented. */
function source(block: Block): ReactNode {
  if (isDictionary(block)) return <code>GET /dictionaries/{block.id}</code>;
  return hasPublishedIds(block)
    ? translate({
        id: 'apiDictionaries.index.fixed',
        message: 'stałe wartości z dokumentacji wywołań',
        description: 'Index: the values are fixed and documented',
      })
    : translate({
        id: 'apiDictionaries.index.unpublished',
        message: 'identyfikatorów nie opublikowano',
        description: 'Index: the ids are not published',
      });
}

/** The jump list: one row per dictionary and value set (`blocks`: those the filter shows), linked to its block. */
export default function IndexTable({blocks, route}: {blocks: readonly Block[]; route: string}): ReactNode {
  const caption = translate({
    id: 'apiDictionaries.index.caption',
    message: 'Spis słowników API i stałych wartości pól',
    description: 'Caption of the dictionary index table',
  });
  return (
    <DataTable captionId="slowniki-spis" caption={caption} columns={indexColumns()} regionClassName={styles.tableBox}>
      {blocks.map((block) => (
        <DataRow key={blockAnchor(block)}>
          <RowHeader>
            <Link to={`${route}#${blockAnchor(block)}`}>
              {isDictionary(block) ? (
                translate(
                  {id: 'apiDictionaries.index.dictionary', message: 'Słownik {id}', description: 'Index link to one dictionary'},
                  {id: block.id},
                )
              ) : (
                <code>{block.key}</code>
              )}
            </Link>
          </RowHeader>
          <DataCell column="name">{block.name}</DataCell>
          <DataCell column="purpose">{block.purpose}</DataCell>
          <DataCell column="source">{source(block)}</DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
