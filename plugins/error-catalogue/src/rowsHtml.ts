import {cellHtml, element, linkHtml, rowHeaderHtml, rowHtml, text} from '../../page-data-kit/html/rows';
import {errorAnchor, type AreaKey, type ErrorEntry} from './types';

/**
 * The catalogue's rows as one HTML string (issue 40): nothing in a row is interactive (a
 * permalink and page links), so the table sets them as inner HTML and React does not hydrate
 * ~80 rows one by one. The markup is the one the row component wrote. Pure: no React or Docusaurus.
 */

/** The labels, translated by the component (translate() calls stay where write-translations finds them). */
export interface RowLabels {
  /** Column headers by key: situation, meaning, when, action. */
  columns: Readonly<Record<'situation' | 'meaning' | 'when' | 'action', string>>;
  body: string;
  message: string;
  seeAlso: string;
  highlighted: string;
}

/** The CSS module's class names. */
export type RowClasses = Record<'row' | 'active' | 'situation' | 'permalink' | 'code' | 'area' | 'operation' | 'badge' | 'extra', string>;

export interface RowsOptions {
  /** Area labels by key, shown on each entry. */
  areaLabels: ReadonlyMap<AreaKey, string>;
  labels: RowLabels;
  classes: RowClasses;
  /** The site's base URL, for the related pages' links. */
  baseUrl: string;
  /** The element id the URL hash names: that row is highlighted, with a text badge. */
  target: string;
}

/** A line under a cell's main text, after a bold lead-in ("Komunikat:"). */
function extra(lead: string, inner: string, classes: RowClasses): string {
  return element('span', [['class', classes.extra]], `<strong>${text(lead)}</strong> ${inner}`);
}

function situationHtml(error: ErrorEntry, active: boolean, {areaLabels, labels, classes}: RowsOptions): string {
  const code = error.code === undefined ? '' : element('code', [['class', classes.code]], text(String(error.code)));
  return rowHeaderHtml(
    linkHtml(`#${errorAnchor(error.id)}`, '', `${code} ${text(error.title)}`, classes.permalink) +
      element('span', [['class', classes.area]], text(areaLabels.get(error.area) ?? error.area)) +
      (error.operation ? element('span', [['class', classes.operation]], `<code>${text(error.operation)}</code>`) : '') +
      (active ? element('span', [['class', classes.badge]], text(labels.highlighted)) : ''),
    classes.situation,
  );
}

function rowOf(error: ErrorEntry, options: RowsOptions): string {
  const {labels, classes, baseUrl} = options;
  const anchor = errorAnchor(error.id);
  const active = anchor === options.target;
  const meaning =
    text(error.meaning) +
    (error.body ? extra(labels.body, text(error.body), classes) : '') +
    (error.message ? extra(labels.message, `<code>${text(error.message)}</code>`, classes) : '');
  const seeAlso =
    error.seeAlso && error.seeAlso.length > 0
      ? extra(
          labels.seeAlso,
          error.seeAlso
            .map((link, index) => `<span>${index > 0 ? ', ' : ''}${linkHtml(link.to, baseUrl, text(link.label))}</span>`)
            .join(''),
          classes,
        )
      : '';
  return rowHtml(
    [
      ['id', anchor],
      ['tabindex', '-1'],
      ['class', active ? `${classes.row} ${classes.active}` : classes.row],
      ['data-highlighted', active ? 'true' : undefined],
    ],
    [
      situationHtml(error, active, options),
      cellHtml(labels.columns.meaning, meaning),
      cellHtml(labels.columns.when, text(error.when)),
      cellHtml(labels.columns.action, text(error.action) + seeAlso),
    ],
  );
}

/** Every row of `errors`, in their order. */
export function errorRowsHtml(errors: readonly ErrorEntry[], options: RowsOptions): string {
  return errors.map((error) => rowOf(error, options)).join('');
}
