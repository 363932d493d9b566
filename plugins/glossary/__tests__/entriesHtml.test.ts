/** @jest-environment jsdom */
import {entriesHtml, type EntryClasses, type EntryLabels} from '../src/entriesHtml';
import type {GlossaryPageEntry} from '../src/types';

const labels: EntryLabels = {
  aliases: 'Inne nazwy',
  english: 'Po angielsku',
  panel: 'W panelu',
  api: 'Pole API',
  terraform: 'Atrybut Terraform',
  pages: 'Więcej w dokumentacji:',
};
const classes = Object.fromEntries(
  ['letter', 'letterHeading', 'entry', 'term', 'definition', 'details', 'detail', 'pagesLabel', 'pages'].map((name) => [name, `${name}_x`]),
) as EntryClasses;
const entry: GlossaryPageEntry = {
  id: 'tag',
  term: 'tag <script>',
  aliases: ['etykieta "A" & B'],
  english: ['tag'],
  panel: 'Zasoby › Tagi',
  api: ['tags', "a'b"],
  definition: 'Etykieta <b>zasobu</b> & nic więcej.',
  pages: [{route: '/services/tagi/', title: 'Tagi & "etykiety"'}],
};

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('entriesHtml', () => {
  it('writes each entry as text, never as markup, whatever its data holds', () => {
    const root = parse(entriesHtml([{letter: 'T', anchor: 'litera-t', entries: [entry]}], labels, classes, '/pl/docs/'));
    expect(root.querySelector('script, b')).toBeNull();
    expect(root.querySelector('h3')?.textContent).toBe('tag <script>');
    expect(root.querySelector('.definition_x')?.textContent).toBe('Etykieta <b>zasobu</b> & nic więcej.');
    const details = Array.from(root.querySelectorAll('.detail_x')).map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(details).toEqual([
      ['Inne nazwy', 'etykieta "A" & B'],
      ['Po angielsku', 'tag'],
      ['W panelu', 'Zasoby › Tagi'],
      ['Pole API', "tags, a'b"],
    ]);
    expect(Array.from(root.querySelectorAll('dd code')).map((code) => code.textContent)).toEqual(['tags', "a'b"]);
    expect(root.querySelector('[lang="en"]')?.textContent).toBe('tag');
    const link = root.querySelector('ul a');
    expect(link?.getAttribute('href')).toBe('/pl/docs/services/tagi/');
    expect(link?.textContent).toBe('Tagi & "etykiety"');
  });

  it('anchors the letter and the entry and labels the page list', () => {
    const other = {...entry, id: 'tier', term: 'tier', aliases: [], english: undefined, panel: undefined, api: undefined};
    const root = parse(entriesHtml([{letter: 'T', anchor: 'litera-t', entries: [entry, other]}], labels, classes, '/pl/docs/'));
    const section = root.querySelector('section');
    expect(section?.getAttribute('aria-labelledby')).toBe('litera-t');
    // Skipped off screen, with a height reserved for its two entries.
    expect(section?.hasAttribute('data-offscreen')).toBe(true);
    expect(section?.getAttribute('style')).toBe(
      'content-visibility:auto;contain-intrinsic-size:auto calc(2 * max(18rem, 29rem - 19vw) + 3rem)',
    );
    expect(root.querySelector('h2#litera-t')?.getAttribute('tabindex')).toBe('-1');
    const article = root.querySelector('[data-glossary-entry="tier"]');
    expect(article?.getAttribute('aria-labelledby')).toBe('tier');
    expect(article?.querySelector('dl')).toBeNull();
    expect(article?.querySelector('ul')?.getAttribute('aria-labelledby')).toBe('tier-strony');
    expect(article?.querySelector('#tier-strony')?.textContent).toBe('Więcej w dokumentacji:');
  });
});
