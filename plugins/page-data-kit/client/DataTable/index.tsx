import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useStaticLinks} from '../useStaticLinks';
import styles from './styles.module.css';

/** Column headers by key, in the order the columns show. */
export type Columns = Readonly<Record<string, string>>;

export interface DataTableProps {
  /** Id of the caption, which also names the scrolling region. */
  captionId: string;
  caption: ReactNode;
  columns: Columns;
  /** Extra classes of the scrolling box and of the table. */
  regionClassName?: string;
  className?: string;
  /**
   * The rows as one HTML string (html/rows.ts: each cell's data-label is its column's header).
   * Nothing in a row is interactive, so they are set as inner HTML, which hydration does not walk;
   * their links share one set of handlers here.
   */
  rowsHtml: string;
}

/**
 * A data table (the dictionaries, the error catalogue) that a phone shows as one card per row:
 * `table.data-cards` in src/css/custom.css hides the header row from view and heads each cell
 * with its column's name (data-label). Explicit roles keep the table's meaning for assistive
 * technology when that stylesheet makes its parts blocks. A wide table scrolls inside a named,
 * focusable region instead of widening the page.
 */
export default function DataTable({captionId, caption, columns, regionClassName, className, rowsHtml}: DataTableProps): ReactNode {
  const links = useStaticLinks();
  return (
    <div className={clsx(styles.scroll, regionClassName)} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={clsx(styles.table, 'data-cards', className)} role="table" aria-labelledby={captionId}>
        <caption id={captionId}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {Object.entries(columns).map(([key, header]) => (
              <th key={key} scope="col" role="columnheader">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" {...links} dangerouslySetInnerHTML={{__html: rowsHtml}} />
      </table>
    </div>
  );
}

/** The filter above a data table: a search landmark named `label`. */
export function TableFilter({label, className, children}: {label: string; className: string; children: ReactNode}): ReactNode {
  return (
    <div className={className} role="search" aria-label={label}>
      {children}
    </div>
  );
}
