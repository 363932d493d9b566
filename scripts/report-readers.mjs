#!/usr/bin/env node
// `npm run report:readers -- <log files> [--out raport.html]`: the docs team's report from the
// reader-signal log that deploy/nginx writes (location = /pl/docs/zdarzenia, format
// docs_reader_events: `<ISO 8601 time> <query string>`, one event a line; rotated .gz files too).
// It shows the queries without results, the queries whose results nobody opened, the pages with
// the most "Nie" answers by reason, and the trend per week. No input leaves this machine.
import {readFileSync, writeFileSync} from 'node:fs';
import {gunzipSync} from 'node:zlib';
import {fileURLToPath} from 'node:url';

/**
 * @typedef {{type: 'no_results', time: Date, term: string}
 *   | {type: 'select', time: Date, term: string, page: string, position: number}
 *   | {type: 'results_page', time: Date, term: string}
 *   | {type: 'feedback', time: Date, page: string, helpful: boolean, reason: string | null}} ReaderEvent
 * @typedef {{term: string, count: number}} TermCount
 * @typedef {{page: string, total: number, reasons: Record<string, number>}} PageNo
 * @typedef {{week: string, noResults: number, searches: number, selects: number, yes: number, no: number}} WeekRow
 * @typedef {{events: number, skipped: number, from: Date | null, to: Date | null, noResults: TermCount[],
 *   unopened: TermCount[], pagesNo: PageNo[], weeks: WeekRow[]}} ReaderReport
 */

export const REASONS = /** @type {const} */ (['outdated', 'unclear', 'missing', 'error', 'other']);
/** The reasons as the feedback widget shows them (src/components/DocFeedback/texts.ts). */
const REASON_LABELS = {
  outdated: 'Nieaktualne informacje',
  unclear: 'Niejasne wyjaśnienie',
  missing: 'Brakuje informacji',
  error: 'Błąd w treści',
  other: 'Inny powód',
  none: 'Bez powodu',
};
const LINE = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:Z|[+-]\d\d:\d\d)) (\S*)$/;
const TOP = 25;

/** A search term as counted: trimmed, inner spaces collapsed, lower case. */
const termKey = (term) => term.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * One log line as an event, or null for a line that is not one (a probe, a cut line, an unknown
 * event): the report counts those as skipped instead of failing on them.
 * @param {string} line
 * @returns {ReaderEvent | null}
 */
export function parseLogLine(line) {
  const match = LINE.exec(line.trim());
  if (!match) return null;
  const time = new Date(match[1]);
  if (Number.isNaN(time.getTime())) return null;
  let params;
  try {
    params = new URLSearchParams(match[2]);
  } catch {
    return null;
  }
  const term = termKey(params.get('search_term') ?? '');
  const page = params.get('page_path') ?? '';
  switch (params.get('event')) {
    case 'search_no_results':
      return term ? {type: 'no_results', time, term} : null;
    case 'search_select': {
      const position = Number(params.get('position'));
      return term && page ? {type: 'select', time, term, page, position: Number.isInteger(position) ? position : 0} : null;
    }
    case 'page_view': {
      // Only the results page's views are sent; their address holds the query.
      const url = new URL(page, 'http://docs.invalid');
      const query = termKey(url.searchParams.get('q') ?? '');
      return /\/search\/?$/.test(url.pathname) && query ? {type: 'results_page', time, term: query} : null;
    }
    case 'docs_feedback': {
      const helpful = params.get('helpful');
      if (!page || (helpful !== '1' && helpful !== '0')) return null;
      const reason = params.get('reason');
      return {
        type: 'feedback',
        time,
        page,
        helpful: helpful === '1',
        reason: REASONS.includes(/** @type {never} */ (reason)) ? reason : null,
      };
    }
    default:
      return null;
  }
}

/**
 * ISO 8601 week of a time in UTC ('2026-W47').
 * @param {Date} time
 */
export function isoWeek(time) {
  const day = new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * @param {Map<string, number>} counts
 * @returns {TermCount[]}
 */
const top = (counts) =>
  [...counts]
    .map(([term, count]) => ({term, count}))
    .sort((a, b) => b.count - a.count || a.term.localeCompare(b.term, 'pl'))
    .slice(0, TOP);

/**
 * The report's figures from the log files' text.
 * @param {readonly string[]} texts
 * @returns {ReaderReport}
 */
export function summarize(texts) {
  /** @type {ReaderEvent[]} */
  const events = [];
  let skipped = 0;
  for (const text of texts) {
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      const event = parseLogLine(line);
      if (event) events.push(event);
      else skipped++;
    }
  }
  const noResults = new Map();
  const listed = new Map();
  const opened = new Set();
  /** @type {Map<string, PageNo>} */
  const pagesNo = new Map();
  /** @type {Map<string, WeekRow>} */
  const weeks = new Map();
  const bump = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const event of events) {
    const week = isoWeek(event.time);
    let row = weeks.get(week);
    if (!row) weeks.set(week, (row = {week, noResults: 0, searches: 0, selects: 0, yes: 0, no: 0}));
    if (event.type === 'no_results') {
      bump(noResults, event.term);
      row.noResults++;
    } else if (event.type === 'results_page') {
      bump(listed, event.term);
      row.searches++;
    } else if (event.type === 'select') {
      opened.add(event.term);
      row.selects++;
    } else if (event.helpful) row.yes++;
    else {
      row.no++;
      const page = event.page.replace(/[?#].*$/, '');
      let entry = pagesNo.get(page);
      if (!entry) pagesNo.set(page, (entry = {page, total: 0, reasons: {}}));
      entry.total++;
      const reason = event.reason ?? 'none';
      entry.reasons[reason] = (entry.reasons[reason] ?? 0) + 1;
    }
  }
  const times = events.map((event) => event.time.getTime());
  return {
    events: events.length,
    skipped,
    from: times.length ? new Date(Math.min(...times)) : null,
    to: times.length ? new Date(Math.max(...times)) : null,
    noResults: top(noResults),
    unopened: top(new Map([...listed].filter(([term]) => !opened.has(term)))),
    pagesNo: [...pagesNo.values()].sort((a, b) => b.total - a.total || a.page.localeCompare(b.page)).slice(0, TOP),
    weeks: [...weeks.values()].sort((a, b) => a.week.localeCompare(b.week)),
  };
}

/** @param {string} text */
const escape = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * @param {string} caption
 * @param {string[]} head
 * @param {(string | number)[][]} rows
 * @param {string} empty
 */
function table(caption, head, rows, empty) {
  if (rows.length === 0) return `<h2>${caption}</h2>\n<p>${empty}</p>`;
  const cells = (row, tag) => row.map((cell) => `<${tag}>${escape(String(cell))}</${tag}>`).join('');
  return [
    `<h2>${caption}</h2>`,
    '<table>',
    `<thead><tr>${cells(head, 'th')}</tr></thead>`,
    `<tbody>${rows.map((row) => `<tr>${cells(row, 'td')}</tr>`).join('\n')}</tbody>`,
    '</table>',
  ].join('\n');
}

/**
 * The report as one self-contained HTML page in Polish (no script, no outside file).
 * @param {ReaderReport} report
 * @param {string[]} sources
 */
export function renderHtml(report, sources) {
  const day = (time) => (time ? time.toISOString().slice(0, 10) : '–');
  const reasons = (entry) =>
    Object.entries(entry.reasons)
      .sort((a, b) => b[1] - a[1])
      .map(([reason, count]) => `${REASON_LABELS[reason] ?? reason}: ${count}`)
      .join(', ');
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Raport czytelników dokumentacji</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 1.5rem auto; max-width: 60rem; padding: 0 1rem; color: #1c1e21; }
table { border-collapse: collapse; width: 100%; margin-bottom: 1.5rem; }
th, td { border: 1px solid #c4c7cc; padding: 0.3rem 0.6rem; text-align: left; overflow-wrap: anywhere; }
th { background: #eef0f3; }
td:not(:first-child) { white-space: nowrap; }
</style>
</head>
<body>
<h1>Raport czytelników dokumentacji</h1>
<p>Zdarzenia: ${report.events} (od ${day(report.from)} do ${day(report.to)}); pominięte wiersze: ${report.skipped}. Pliki: ${escape(sources.join(', '))}.</p>
${table(
  'Najczęstsze zapytania bez wyników',
  ['Zapytanie', 'Liczba'],
  report.noResults.map((row) => [row.term, row.count]),
  'Brak zapytań bez wyników.',
)}
${table(
  'Zapytania, których wyników nikt nie otworzył',
  ['Zapytanie', 'Wyświetlenia listy wyników'],
  report.unopened.map((row) => [row.term, row.count]),
  'Wyniki każdego zapytania ktoś otworzył.',
)}
${table(
  'Strony z największą liczbą odpowiedzi „Nie”',
  ['Strona', '„Nie”', 'Powody'],
  report.pagesNo.map((row) => [row.page, row.total, reasons(row)]),
  'Brak odpowiedzi „Nie”.',
)}
${table(
  'Trend tygodniowy',
  ['Tydzień', 'Bez wyników', 'Listy wyników', 'Otwarte wyniki', '„Tak”', '„Nie”'],
  report.weeks.map((row) => [row.week, row.noResults, row.searches, row.selects, row.yes, row.no]),
  'Brak zdarzeń.',
)}
</body>
</html>
`;
}

/**
 * The command line; returns the exit code.
 * @param {string[]} args
 * @param {{log?: (line: string) => void, error?: (line: string) => void}} [io]
 */
export function main(args, {log = console.log, error = console.error} = {}) {
  const files = [];
  let out = 'raport-czytelnikow.html';
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--out') out = args[++i] ?? '';
    else files.push(args[i]);
  }
  if (files.length === 0 || !out) {
    error('Użycie: npm run report:readers -- <pliki logu> [--out raport.html]');
    return 2;
  }
  const texts = [];
  for (const file of files) {
    try {
      const data = readFileSync(file);
      texts.push((file.endsWith('.gz') ? gunzipSync(data) : data).toString('utf8'));
    } catch (cause) {
      error(`Nie można odczytać pliku ${file}: ${cause instanceof Error ? cause.message : String(cause)}`);
      return 1;
    }
  }
  const report = summarize(texts);
  writeFileSync(out, renderHtml(report, files));
  log(`Raport zapisany w ${out}: ${report.events} zdarzeń, ${report.skipped} pominiętych wierszy.`);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
