import {load} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {CELL} from './cells';
import type {SearchPage, SearchSection} from './types';

/**
 * Reads one built doc page (the HTML Docusaurus wrote) into the index's page record: the
 * title, the meta description and the text cut into sections at h2/h3 headings. Pages without
 * a doc body (the home page, redirect stubs, the search page) give null.
 */

// Text the reader does not read as content: heading anchors, copy buttons, screen-reader hints.
const SKIPPED = new Set(['script', 'style', 'noscript', 'svg', 'button', 'template', 'nav']);
const BLOCK = /^(p|div|li|ul|ol|pre|blockquote|details|summary|dl|dt|dd|section|figure|figcaption|h[1-6])$/;
const SECTION_HEADING = /^h[23]$/;
const RELATED = /^(powiązane (strony|tematy)|zobacz (też|także)|co dalej\??)$/i;

function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Section text on one line, but a table's rows each on a line of their own, so a snippet can start
 * and stop where a row does (highlight.ts), as it does at a sentence's full stop.
 */
function cleanLines(text: string): string {
  return (
    text
      .replace(/\u200b/g, '')
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ ?\n[\n ]*/g, '\n')
      .replace(/^\n+|\s+$/g, '')
      .split('\n')
      // Line breaks are kept around a table's lines only: elsewhere a full stop marks a sentence's
      // end well enough, and every separator costs index bytes (the first search's budget).
      .reduce((joined, line, index, lines) => {
        if (index === 0) return line;
        const kept = line.startsWith(TABLE_LINE) || lines[index - 1].startsWith(TABLE_LINE);
        return `${joined}${kept ? '\n' : ' '}${line}`;
      }, '')
      .replaceAll(TABLE_LINE, '')
  );
}

// Marks the lines a table wrote while the text is put together (removed by cleanLines).
const TABLE_LINE = '\u0001';

/**
 * `siteKeywords` is the site-wide keywords meta that a page without its own inherits: the same
 * words on every page would only blur the ranking, so they are left out.
 */
export function extractPage(html: string, url: string, siteKeywords = ''): SearchPage | null {
  const $ = load(html);
  const body = $('.theme-doc-markdown').first();
  if (body.length === 0) return null;
  const title = clean($('h1').first().text()) || clean($('title').text());
  // Writers' front matter `keywords` are words readers search for: they count like the description.
  const pageKeywords = clean($('meta[name="keywords"]').attr('content') ?? '');
  const keywords = pageKeywords === clean(siteKeywords) ? '' : pageKeywords;
  const description = clean(`${$('meta[name="description"]').attr('content') ?? ''} ${keywords.replace(/,/g, ' ')}`);
  const sections: SearchSection[] = [{heading: '', anchor: '', text: ''}];
  // Rows of a table that have their own address (an error catalogue's entries): sections of their own.
  const rows: SearchSection[] = [];
  let buffer: string[] = [];
  const flush = () => {
    const current = sections[sections.length - 1];
    current.text = cleanLines(`${current.text}\n${buffer.join('')}`);
    buffer = [];
  };
  const textOf = (element: Element): string => {
    const saved = buffer;
    buffer = [];
    for (const child of element.children) walk(child);
    const text = clean(buffer.join(''));
    buffer = saved;
    return text;
  };
  // Cells of a row on one line: '; ' between them, a space after a cell that ends a sentence.
  const joinCells = (cells: string[]) =>
    cells.reduce((line, cell) => (line ? `${line}${/[.!?]$/.test(line) ? ' ' : '; '}${cell}` : cell), '');
  // A table is read row by row, one line each, cells apart by '|', after a line of its column
  // labels that starts with '|': the labels are stored once, and a snippet of a row shows each
  // cell with its label (highlight.ts), never cells of different rows and columns run together.
  const table = (element: Element) => {
    const $rows = $(element)
      .find('tr')
      .filter((_index, row) => $(row).closest('table').get(0) === element);
    const header = $rows.filter((_index, row) => $(row).parent().is('thead')).first();
    const labels = header
      .children('th, td')
      .map((_index, cell) => textOf(cell).replaceAll(CELL, '¦'))
      .get() as string[];
    buffer.push(labels.some(Boolean) ? `\n${TABLE_LINE}${CELL}${labels.join(CELL)}\n` : '\n');
    $rows.each((_index, row) => {
      if (header.length > 0 && row === header.get(0)) return;
      const cells = $(row)
        .children('th, td')
        .map((index, cell) => {
          const text = textOf(cell);
          const label = cell.attribs['data-label'] ?? labels[index] ?? '';
          return {text, label};
        })
        .get() as Array<{text: string; label: string}>;
      const id = row.attribs.id;
      if (id && cells.length > 1) {
        // An entry with its own address: its first cell names it ('402 Wymagana płatność'), the
        // others follow with their labels ('Znaczenie: …').
        const labelled = cells.slice(1).flatMap(({text, label}) => (!text ? [] : label && label !== text ? [`${label}: ${text}`] : [text]));
        rows.push({heading: cells[0].text, anchor: id, text: joinCells(labelled)});
      } else if (cells.some(({text}) => text))
        buffer.push(`${TABLE_LINE}${cells.map(({text}) => text.replaceAll(CELL, '¦')).join(CELL)}\n`);
    });
  };
  const walk = (node: AnyNode) => {
    if (node.type === 'text') {
      buffer.push(node.data);
      return;
    }
    if (node.type !== 'tag') return;
    const element = node as Element;
    const name = element.name;
    // data-search-skip: parts a page marks as reference detail (the API reference's field tables
    // and request samples), so the index keeps its headings and prose but stays small.
    if (SKIPPED.has(name) || $(element).hasClass('hash-link') || name === 'header' || element.attribs['data-search-skip'] !== undefined)
      return;
    if (name === 'table') return table(element);
    if (name === 'br') return void buffer.push(' ');
    if (SECTION_HEADING.test(name)) {
      flush();
      sections.push({heading: clean($(element).text()), anchor: $(element).attr('id') ?? '', text: ''});
      return;
    }
    // Code lines are kept apart by a space: a snippet shows code as one line anyway.
    const block = BLOCK.test(name) ? '\n' : $(element).hasClass('token-line') ? ' ' : '';
    buffer.push(block);
    for (const child of element.children) walk(child);
    buffer.push(block);
  };
  for (const child of body.get(0)?.children ?? []) walk(child);
  flush();
  // Sections with neither text nor heading (an empty intro) carry nothing.
  const weight = Number($('meta[name="search-weight"]').attr('content'));
  return {
    url,
    title,
    description,
    sections: [...sections, ...rows]
      // A "see also" list names other pages: their words would only make this page rank for them.
      .map((section) => (RELATED.test(section.heading) ? {...section, text: ''} : section))
      .filter((section, index) => index === 0 || section.heading || section.text),
    ...(weight > 0 && weight < 1 ? {weight} : {}),
  };
}
