import {createContext, useContext, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** Column headers by key, in the order the columns show. */
export type Columns = Readonly<Record<string, string>>;

// The table's headers, for its cells' data-label (a cell names its column by key).
const ColumnHeaders = createContext<Columns>({});

export interface DataTableProps {
  /** Id of the caption, which also names the scrolling region. */
  captionId: string;
  caption: ReactNode;
  columns: Columns;
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
            {Object.entries(columns).map(([key, header]) => (
              <th key={key} scope="col" role="columnheader">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <ColumnHeaders.Provider value={columns}>
          <tbody role="rowgroup">{children}</tbody>
        </ColumnHeaders.Provider>
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

/** A cell of the column with key `column`; the card shows that column's header above it on a phone. */
export function DataCell({column, children}: {column: string; children: ReactNode}): ReactNode {
  return (
    <td role="cell" data-label={useContext(ColumnHeaders)[column]}>
      {children}
    </td>
  );
}
