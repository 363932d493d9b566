import {escapeAttribute, escapeText} from 'entities/lib/escape.js';

/**
 * The rows of a data table (client/DataTable) as one HTML string (issue 40): a data page's rows
 * hold nothing interactive, so the table sets them as inner HTML and React neither builds nor
 * hydrates each row. The markup is the one `DataRow`, `RowHeader` and `DataCell` write, so the
 * server HTML stays as it was. Every text goes through `text()` and every attribute value
 * through the attribute writer here: nothing from the data reaches the page unescaped. Pure.
 */

/** Text content, escaped. */
export function text(value: string): string {
  return escapeText(value);
}

/** Attributes in the order given; an undefined value (React's `undefined` prop) writes nothing. */
export function attributes(list: ReadonlyArray<readonly [string, string | undefined]>): string {
  return list.map(([name, value]) => (value === undefined ? '' : ` ${name}="${escapeAttribute(value)}"`)).join('');
}

/** An element with its attributes and inner HTML (already escaped). */
export function element(tag: string, attrs: ReadonlyArray<readonly [string, string | undefined]>, inner: string): string {
  return `<${tag}${attributes(attrs)}>${inner}</${tag}>`;
}

/** `DataRow`: a row; `attrs` are the props after its role (id, tabIndex, className…). */
export function rowHtml(attrs: ReadonlyArray<readonly [string, string | undefined]>, cells: readonly string[]): string {
  return element('tr', [['role', 'row'], ...attrs], cells.join(''));
}

/** `RowHeader`: the cell that names the row. */
export function rowHeaderHtml(inner: string, className?: string): string {
  return element(
    'th',
    [
      ['scope', 'row'],
      ['role', 'rowheader'],
      ['class', className],
    ],
    inner,
  );
}

/** `DataCell`: a cell headed on a phone by its column's header (`label`). */
export function cellHtml(label: string | undefined, inner: string): string {
  return element(
    'td',
    [
      ['role', 'cell'],
      ['data-label', label],
    ],
    inner,
  );
}

/** A link as `<Link>` writes it: an in-site page by its route (the base URL added), or `#anchor` as it is. */
export function linkHtml(to: string, baseUrl: string, inner: string, className?: string): string {
  const href = to.startsWith('#') ? to : `${baseUrl}${to.replace(/^\//, '')}`;
  return element(
    'a',
    [
      ['href', href],
      ['class', className],
    ],
    inner,
  );
}

/** What a click on a link inside static rows is, for `staticLinkPath`. */
export interface LinkClick {
  href: string | null;
  target: string;
  button: number;
  defaultPrevented: boolean;
  modified: boolean;
}

/**
 * The address the router opens for a click on a link of static rows, as `<Link>` would: a plain
 * left click on a `/…` link without a target of its own. Same-page anchors (`#…`, the browser's,
 * which the router hears), modified clicks and other targets stay with the browser.
 */
export function staticLinkPath(click: LinkClick): string | undefined {
  if (click.defaultPrevented || click.button !== 0 || click.modified) return undefined;
  if (click.target !== '' && click.target !== '_self') return undefined;
  const {href} = click;
  if (href === null || !href.startsWith('/') || href.startsWith('//')) return undefined;
  return href;
}
