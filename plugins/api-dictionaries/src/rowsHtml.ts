import {cellHtml, element, linkHtml, rowHeaderHtml, rowHtml, text} from '../../page-data-kit/html/rows';
import {blockAnchor, hasPublishedIds, isDictionary, type Block} from './blocks';
import type {DictionaryItem} from './types';

/**
 * The rows of the dictionaries page's tables (the index and each block's items) as HTML strings
 * (issue 40): nothing in a row is interactive, so each table sets them as inner HTML and React
 * does not hydrate every row. The markup is the one the row components wrote. Pure: no React or
 * Docusaurus.
 */

/** Column headers by key, as the table's header row shows them (each cell's data-label). */
type Columns = Readonly<Record<string, string>>;

/** The index's labels, translated by the component. */
export interface IndexLabels {
  columns: Columns;
  /** "Słownik 12": the link text of a dictionary. */
  dictionary: (id: number) => string;
  /** A value set whose ids the documentation gives. */
  fixed: string;
  /** A value set whose ids it does not publish. */
  unpublished: string;
}

function sourceHtml(block: Block, labels: IndexLabels): string {
  if (isDictionary(block)) return `<code>GET /dictionaries/${block.id}</code>`;
  return text(hasPublishedIds(block) ? labels.fixed : labels.unpublished);
}

/** The jump list's rows: one per block, linked to it on the page at `route` (under the site's `baseUrl`). */
export function indexRowsHtml(blocks: readonly Block[], route: string, baseUrl: string, labels: IndexLabels): string {
  return blocks
    .map((block) =>
      rowHtml(
        [],
        [
          rowHeaderHtml(
            linkHtml(
              `${route}#${blockAnchor(block)}`,
              baseUrl,
              isDictionary(block) ? text(labels.dictionary(block.id)) : `<code>${text(block.key)}</code>`,
            ),
          ),
          cellHtml(labels.columns.name, text(block.name)),
          cellHtml(labels.columns.purpose, text(block.purpose)),
          cellHtml(labels.columns.source, sourceHtml(block, labels)),
        ],
      ),
    )
    .join('');
}

/** A block table's labels, translated by the component. */
export interface ItemLabels {
  columns: Columns;
  notPublished: string;
  /** "Przykładowa etykieta:", before an item's example label. */
  example: string;
}

/** A block table's rows; the label column only when `withLabels` (some item has a label). */
export function itemRowsHtml(
  items: readonly DictionaryItem[],
  withLabels: boolean,
  labels: ItemLabels,
  classes: {notPublished: string},
): string {
  const value = (shown: string | number | null) =>
    shown === null ? element('span', [['class', classes.notPublished]], text(labels.notPublished)) : `<code>${text(String(shown))}</code>`;
  return items
    .map((item) =>
      rowHtml(
        [],
        [
          cellHtml(labels.columns.id, value(item.id)),
          ...(withLabels ? [cellHtml(labels.columns.label, value(item.label))] : []),
          cellHtml(
            labels.columns.meaning,
            text(item.meaning) + (item.example ? ` ${text(labels.example)} <code>${text(item.example)}</code>` : ''),
          ),
        ],
      ),
    )
    .join('');
}
