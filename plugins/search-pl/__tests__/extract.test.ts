import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {buildSearchIndex, expandWithSynonyms, indexableRoutes} from '../src/buildIndex';
import {SearchEngine} from '../src/engine';
import {extractPage} from '../src/extract';

const docPage = readFileSync(join(__dirname, '../__fixtures__/doc-page.html'), 'utf8');

describe('extractPage', () => {
  const page = extractPage(docPage, '/pl/docs/faq/faq/dyski-ovs/');

  it('reads the title from the h1, the meta description and the page keywords', () => {
    expect(page?.title).toBe('Jak działają dyski OVS?');
    expect(page?.description).toBe('Dyski blokowe OVS: tiery, IOPS i kontrolery. dysk blokowy Tier kontroler SCSI');
  });

  it('leaves out the site-wide keywords a page merely inherits', () => {
    const inherited = extractPage(docPage, '/pl/docs/faq/faq/dyski-ovs/', 'dysk blokowy,Tier,kontroler SCSI');
    expect(inherited?.description).toBe('Dyski blokowe OVS: tiery, IOPS i kontrolery.');
  });

  it('cuts the body into sections at h2 and h3, with their anchors', () => {
    expect(page?.sections.map(({heading, anchor}) => [heading, anchor])).toEqual([
      ['', ''],
      ['Najważniejsze zasady', 'najważniejsze-zasady'],
      ['Kontroler PVSCSI', 'kontroler-pvscsi'],
      ['Pusta sekcja', 'pusta'],
    ]);
  });

  it('keeps words apart across blocks and lines, and drops what is not content', () => {
    const [intro, rules, controller] = page?.sections ?? [];
    expect(intro.text).toBe('OVS to dyski blokowe maszyn wirtualnych.');
    // A table's labels once, then one line per row, cells apart, so a snippet never runs rows together.
    expect(rules.text).toBe('|Zasada|Wartość\nTiery|od Tier-1 do Tier-5\ncurl -i -H "X-Auth-Token: $TOKEN"');
    expect(controller.text).toBe('Szczegóły Najwyższa wydajność. Drobny nagłówek Należy do sekcji wyżej.');
    const everything = JSON.stringify(page);
    for (const noise of ['Kopiuj', 'Stopka', 'tracking', 'Start', 'Ścieżka', '\u200b']) expect(everything).not.toContain(noise);
  });

  it('makes a table row with its own address a section of its own, named by its first cell', () => {
    const html = `<div class="theme-doc-markdown"><header><h1>Kody</h1></header><h2 id="katalog">Katalog</h2><p>Wpisy katalogu.</p>
      <table><thead><tr><th>Kod</th><th>Znaczenie</th><th>Co zrobić</th></tr></thead><tbody>
      <tr id="blad-402"><th><a href="#blad-402"><code>402</code> Wymagana płatność</a></th><td data-label="Znaczenie">Brak środków.</td><td>Doładuj konto.</td></tr>
      <tr><td>409</td><td>Konflikt</td><td>Sprawdź ErrorCode.</td></tr></tbody></table><p>Po tabeli.</p></div>`;
    const codes = extractPage(html, '/pl/docs/kody/');
    expect(codes?.sections).toEqual([
      {heading: '', anchor: '', text: ''},
      {
        heading: 'Katalog',
        anchor: 'katalog',
        text: 'Wpisy katalogu.\n|Kod|Znaczenie|Co zrobić\n409|Konflikt|Sprawdź ErrorCode.\nPo tabeli.',
      },
      {heading: '402 Wymagana płatność', anchor: 'blad-402', text: 'Znaczenie: Brak środków. Co zrobić: Doładuj konto.'},
    ]);
  });

  it('gives null for a page without a doc body', () => {
    expect(extractPage('<html><body><main><h1>Strona główna</h1></main></body></html>', '/pl/docs/')).toBeNull();
  });
});

describe('buildSearchIndex', () => {
  it('keeps only doc pages', () => {
    const index = buildSearchIndex([
      {route: '/pl/docs/faq/faq/dyski-ovs/', html: docPage},
      {route: '/pl/docs/', html: '<html><body>home</body></html>'},
    ]);
    expect(index.pages.map((page) => page.url)).toEqual(['/pl/docs/faq/faq/dyski-ovs/']);
  });

  it('fails loudly when no page has a doc body', () => {
    expect(() => buildSearchIndex([{route: '/pl/docs/', html: '<p>home</p>'}])).toThrow(/none of the 1 built pages has a doc body/);
  });
});

describe('indexableRoutes', () => {
  it('keeps slashed routes under the base path, without the results page, once each', () => {
    expect(
      indexableRoutes(
        ['/pl/docs/', '/pl/docs/search/', '/pl/docs/a/', '/pl/docs/a/', '/pl/docs/404.html', '/other/'],
        '/pl/docs/',
        'search/',
      ),
    ).toEqual(['/pl/docs/', '/pl/docs/a/']);
  });
});

describe('parts marked data-search-skip', () => {
  it('are left out of the index, the rest of the section stays', () => {
    const html = `<html><body><article><h1>Referencja</h1><div class="theme-doc-markdown"><h2 id="a">Tworzy maszynę</h2><p>POST /instances</p><div data-search-skip=""><table><tr><td>InstanceName pole tabeli</td></tr></table></div></div></article></body></html>`;
    const page = extractPage(html, '/pl/docs/x/');
    expect(page?.sections[1]).toEqual({heading: 'Tworzy maszynę', anchor: 'a', text: 'POST /instances'});
  });
});

describe('search weight', () => {
  it('reads a page weight below 1 from its meta tag and ignores anything else', () => {
    const html = (content: string) =>
      `<html><head><meta name="search-weight" content="${content}"></head><body><article><h1>T</h1><div class="theme-doc-markdown"><p>x</p></div></article></body></html>`;
    expect(extractPage(html('0.5'), '/pl/docs/a/')?.weight).toBe(0.5);
    expect(extractPage(html('2'), '/pl/docs/a/')?.weight).toBeUndefined();
    expect(extractPage(html('abc'), '/pl/docs/a/')?.weight).toBeUndefined();
  });
});

describe('synonyms from the glossary', () => {
  it('adds other names to the pages that explain a concept, once, and leaves other pages alone', () => {
    const page = (url: string, description: string) => ({url, title: 'Punkt przywracania', description, sections: []});
    const records = [page('/pl/docs/faq/faq/snapshot/', 'Jak działa punkt przywracania.'), page('/pl/docs/billing/', 'Rozliczenia.')];
    const expanded = expandWithSynonyms(
      records,
      [{names: ['punkt przywracania', 'snapshot', 'migawka', 'snapshot'], pages: ['/faq/faq/snapshot/']}],
      '/pl/docs/',
    );
    expect(expanded[0].description).toBe('Jak działa punkt przywracania. snapshot migawka');
    expect(expanded[1]).toBe(records[1]);
    expect(records[0].description).toBe('Jak działa punkt przywracania.');
  });

  it('finds a page by an English name that only the glossary knows', () => {
    const data = buildSearchIndex(
      [
        {
          route: '/pl/docs/services/maszyna-wirtualna/',
          html: '<html><head><meta name="description" content="Maszyny wirtualne OCI."></head><body><article><h1>Maszyny wirtualne</h1><div class="theme-doc-markdown"><p>Maszyna wirtualna w chmurze.</p></div></article></body></html>',
        },
      ],
      '',
      {synonyms: [{names: ['virtual machine'], pages: ['/services/maszyna-wirtualna/']}]},
    );
    expect(new SearchEngine(data).search('virtual machine').map((hit) => hit.pageUrl)).toEqual(['/pl/docs/services/maszyna-wirtualna/']);
  });
});
