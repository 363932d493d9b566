import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface DataTableProps {
  /** Id of the caption, which also names the scrolling region. */
  captionId: string;
  caption: ReactNode;
  /** The column headers, in order; each cell repeats its column's header as data-label. */
  columns: readonly string[];
  /** Extra classes of the scrolling box and of the table. */
  regionClassName?: string;
  className?: string;
  /** The rows: `DataRow`s of `RowHeader` and `DataCell`s. */
  children: ReactNode;
}

/**
 * A data table (the dictionaries, the error catalogue) that a phone shows as one card per row:
 * `table.data-cards` in src/css/custom.css hides the header row from view and heads each cell
 * with its column's name (data-label). Explicit roles keep the table's meaning for assistive
 * technology when that stylesheet makes its parts blocks. A wide table scrolls inside a named,
 * focusable region instead of widening the page.
 */
export default function DataTable({captionId, caption, columns, regionClassName, className, children}: DataTableProps): ReactNode {
  return (
    <div className={clsx(styles.scroll, regionClassName)} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={clsx(styles.table, 'data-cards', className)} role="table" aria-labelledby={captionId}>
        <caption id={captionId}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">{children}</tbody>
      </table>
    </div>
  );
}

export function DataRow(props: ComponentProps<'tr'>): ReactNode {
  return <tr role="row" {...props} />;
}

/** The cell that names the row (a card's heading on a phone). */
export function RowHeader({className, children}: {className?: string; children: ReactNode}): ReactNode {
  return (
    <th scope="row" role="rowheader" className={className}>
      {children}
    </th>
  );
}

/** `label`: the column's header, which the card shows above the cell on a phone. */
export function DataCell({label, children}: {label: string; children: ReactNode}): ReactNode {
  return (
    <td role="cell" data-label={label}>
      {children}
    </td>
  );
}
