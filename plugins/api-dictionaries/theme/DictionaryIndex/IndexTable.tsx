import {useMemo, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import DataTable from '@site/plugins/page-data-kit/client/DataTable';
import {blockAnchor, type Block} from '../../src/blocks';
import {indexRowsHtml, type IndexLabels} from '../../src/rowsHtml';
import {indexColumns} from '../DictionaryTable/texts';
import styles from '../DictionaryTable/styles.module.css';

function indexLabels(): IndexLabels {
  return {
    columns: indexColumns(),
    dictionary: (id) =>
      translate({id: 'apiDictionaries.index.dictionary', message: 'Słownik {id}', description: 'Index link to one dictionary'}, {id}),
    fixed: translate({
      id: 'apiDictionaries.index.fixed',
      message: 'stałe wartości z dokumentacji wywołań',
      description: 'Index: the values are fixed and documented',
    }),
    unpublished: translate({
      id: 'apiDictionaries.index.unpublished',
      message: 'identyfikatorów nie opublikowano',
      description: 'Index: the ids are not published',
    }),
  };
}

/**
 * The jump list: one row per dictionary and value set (`blocks`: those the filter shows), linked
 * to its block. The rows are static markup (src/rowsHtml.ts) that the filter rewrites as a whole.
 */
export default function IndexTable({blocks, route}: {blocks: readonly Block[]; route: string}): ReactNode {
  const baseUrl = useBaseUrl('/');
  const brokenLinks = useBrokenLinks();
  // The rows' links are static markup: reported here, as each <Link> reported its own.
  for (const block of blocks) brokenLinks.collectLink(`${baseUrl}${route.replace(/^\//, '')}#${blockAnchor(block)}`);
  const rowsHtml = useMemo(() => indexRowsHtml(blocks, route, baseUrl, indexLabels()), [blocks, route, baseUrl]);
  const caption = translate({
    id: 'apiDictionaries.index.caption',
    message: 'Spis słowników API i stałych wartości pól',
    description: 'Caption of the dictionary index table',
  });
  return (
    <DataTable captionId="slowniki-spis" caption={caption} columns={indexColumns()} regionClassName={styles.tableBox} rowsHtml={rowsHtml} />
  );
}
