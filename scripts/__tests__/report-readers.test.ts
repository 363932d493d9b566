import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {isoWeek, main, parseLogLine, renderHtml, summarize} from '../report-readers.mjs';

// The sample log: what deploy/nginx writes for the reader signals (format docs_reader_events).
const SAMPLE = join(__dirname, '../../tests/fixtures/reader-events.txt');
const sample = readFileSync(SAMPLE, 'utf8');

describe('reader report', () => {
  const report = summarize([sample]);

  it('counts the queries without results, case and spacing folded, most frequent first', () => {
    expect(report.noResults).toEqual([
      {term: 'snapshto', count: 3},
      {term: 'fakutra', count: 1},
    ]);
  });

  it('lists the queries whose results were listed and never opened', () => {
    expect(report.unopened).toEqual([{term: 'limit maszyn', count: 2}]);
  });

  it('ranks the pages by "Nie" answers, with their reasons', () => {
    expect(report.pagesNo).toEqual([
      {page: '/pl/docs/billing/metody-platnosci/', total: 3, reasons: {outdated: 2, unclear: 1}},
      {page: '/pl/docs/services/api/', total: 2, reasons: {missing: 1, none: 1}},
    ]);
  });

  it('gives the trend per ISO week and skips lines that are not events', () => {
    expect(report.weeks).toEqual([
      {week: '2026-W47', noResults: 3, searches: 2, selects: 1, yes: 1, no: 2},
      {week: '2026-W48', noResults: 1, searches: 2, selects: 1, yes: 0, no: 3},
    ]);
    expect([report.events, report.skipped]).toEqual([16, 2]);
    expect(isoWeek(new Date('2026-01-01T12:00:00Z'))).toBe('2026-W01');
    expect(isoWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
  });

  it('refuses lines that are not the log format', () => {
    expect(parseLogLine('127.0.0.1 - - [16/Nov/2026] "GET / HTTP/1.1" 200')).toBeNull();
    expect(parseLogLine('2026-11-16T09:12:03+01:00 event=search_no_results&search_term=')).toBeNull();
    expect(parseLogLine('2026-11-16T09:12:03+01:00 event=docs_feedback&page_path=%2F&helpful=tak')).toBeNull();
  });

  it('writes a Polish HTML page with the four parts, the text escaped', () => {
    const html = renderHtml(summarize([`${sample}2026-11-25T12:00:00Z event=search_no_results&search_term=%3Cscript%3E\n`]), ['a.log']);
    expect(html).toContain('<html lang="pl">');
    for (const heading of [
      'Najczęstsze zapytania bez wyników',
      'Zapytania, których wyników nikt nie otworzył',
      'Strony z największą liczbą odpowiedzi „Nie”',
      'Trend tygodniowy',
    ])
      expect(html).toContain(`<h2>${heading}</h2>`);
    expect(html).toContain('Nieaktualne informacje: 2, Niejasne wyjaśnienie: 1');
    expect(html).toContain('&#60;script&#62;');
    expect(html).not.toContain('<script');
  });

  it('reads plain and rotated (.gz) logs from the command line and says what is wrong in Polish', () => {
    const dir = mkdtempSync(join(tmpdir(), 'readers-'));
    writeFileSync(join(dir, 'old.log.gz'), gzipSync(sample));
    const out = join(dir, 'raport.html');
    const log = jest.fn();
    expect(main([SAMPLE, join(dir, 'old.log.gz'), '--out', out], {log, error: log})).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain('<td>snapshto</td><td>6</td>');
    expect(log).toHaveBeenCalledWith(`Raport zapisany w ${out}: 32 zdarzeń, 4 pominiętych wierszy.`);
    const error = jest.fn();
    expect(main([], {error})).toBe(2);
    expect(error).toHaveBeenCalledWith('Użycie: npm run report:readers -- <pliki logu> [--out raport.html]');
    expect(main([join(dir, 'brak.log')], {error})).toBe(1);
    expect(error.mock.calls.at(-1)?.[0]).toMatch(/^Nie można odczytać pliku .*brak\.log/);
  });
});
