/**
 * A data table as the dictionaries page builds its tables: a real <table> with explicit roles
 * and a data-label per cell, which src/css/custom.css (`table.data-cards`) turns into one card
 * per row on a phone, so nothing scrolls sideways at 360 px. Cells stay on one line, where MDX
 * reads Markdown (code, links) inside JSX. Left out of the search index (data-search-skip): the
 * headings, paths and type names are what readers search for. Pure.
 */

/** An attribute value for the generated JSX (double quotes, no line breaks). */
export function attribute(text: string): string {
  return text.replace(/"/g, '&quot;');
}

/** The table's MDX: `labels` are the column headers, each row gives one cell per column. */
export function cardTable(labels: readonly string[], rows: readonly (readonly string[])[]): string {
  const head = labels.map((label) => `<th scope="col" role="columnheader">${label}</th>`).join('');
  const body = rows.map(
    (cells) =>
      `<tr role="row">${cells.map((cell, index) => `<td role="cell" data-label="${attribute(labels[index])}">${cell}</td>`).join('')}</tr>`,
  );
  return [
    '<div data-search-skip="">',
    '<table className="data-cards" role="table">',
    `<thead role="rowgroup"><tr role="row">${head}</tr></thead>`,
    '<tbody role="rowgroup">',
    ...body,
    '</tbody>',
    '</table>',
    '</div>',
  ].join('\n');
}
