import {SearchEngine} from '../src/engine';
import type {PageHit, SearchIndexData, TextPart} from '../src/types';
import {fixtureIndex, indexPage, type SectionRow} from '../__fixtures__/pages';

const engine = new SearchEngine(fixtureIndex);
const first = (query: string, typing = false) => engine.search(query, {typing})[0];
const marked = (parts: readonly TextPart[] | null | undefined) => (parts ?? []).filter((part) => part.match).map((part) => part.text);
const text = (hit: PageHit) => hit.sections[0].snippet.map((part) => part.text).join('');

describe('SearchEngine', () => {
  it.each([
    ['lodz', '/pl/docs/oddzialy/#łódź'],
    ['Łódź', '/pl/docs/oddzialy/#łódź'],
    ['łodzi', '/pl/docs/oddzialy/#łódź'],
    ['lacznosc', '/pl/docs/uslugi/#łączność'],
    ['gdansk', '/pl/docs/oddzialy/#gdańsk'],
  ])('matches without diacritics in both directions: %s', (query, url) => {
    expect(first(query).sections[0].url).toBe(url);
  });

  it.each(['dysku', 'dysków', 'dyskami', 'dyski', 'dyskom'])('finds the disk page by the inflected "%s"', (query) => {
    expect(first(query).pageUrl).toBe('/pl/docs/dyski/');
  });

  it('finds a derived form through its root (powiększyć → powiększanie)', () => {
    expect(first('powiekszyc').sections[0].url).toBe('/pl/docs/dyski/#powiekszanie-dysku');
  });

  it.each([
    ['429', '/pl/docs/api/limity/'],
    ['2FA', '/pl/docs/konto/2fa/'],
    ['2fa', '/pl/docs/konto/2fa/'],
    ['PVSCSI', '/pl/docs/dyski/'],
    ['ovs', '/pl/docs/dyski/'],
    ['Tier-5', '/pl/docs/dyski/'],
    ['tier5', '/pl/docs/dyski/'],
    ['Tier-3', '/pl/docs/dyski/'],
  ])('matches the code or number %s', (query, pageUrl) => {
    expect(first(query).pageUrl).toBe(pageUrl);
  });

  it('does not turn a number into a prefix of other numbers once typed out', () => {
    expect(engine.search('42').map((hit) => hit.pageUrl)).toEqual([]);
    expect(engine.search('42', {typing: true}).map((hit) => hit.pageUrl)).toEqual(['/pl/docs/api/limity/']);
  });

  it('completes the word being typed', () => {
    expect(first('powiek', true).pageUrl).toBe('/pl/docs/dyski/');
    expect(engine.search('powiek')).toEqual([]);
  });

  it('highlights the reader’s words in their written spelling', () => {
    const hit = first('lodz');
    expect(marked(hit.sections[0].heading)).toEqual(['Łódź']);
    expect(marked(hit.sections[0].snippet)).toEqual(['Łodzi']);
  });

  it('shows a page found by its title from the top', () => {
    const hit = first('usługi');
    expect(hit.pageUrl).toBe('/pl/docs/uslugi/');
    expect(hit.sections[0].url).toBe('/pl/docs/uslugi/');
    expect(marked(hit.title)).toEqual(['Usługi']);
  });

  it('gives the best sections of a page when asked for more', () => {
    const hit = engine.search('dysk', {sectionsPerPage: 3})[0];
    expect(hit.sections.length).toBeGreaterThan(1);
    expect(new Set(hit.sections.map((section) => section.url)).size).toBe(hit.sections.length);
  });

  it('returns at most `limit` pages', () => {
    const pages: SearchIndexData['pages'] = Array.from({length: 40}, (_unused, index) => ({
      url: `/pl/docs/strona-${index}/`,
      title: `Strona ${index}`,
      description: '',
      sections: [{heading: '', anchor: '', text: 'Usługa i dysk.'}],
    }));
    const big = new SearchEngine({version: 1, pages});
    expect(big.search('usługa', {limit: 15})).toHaveLength(15);
  });

  it.each([
    ['markup', '<script>alert(1)</script>'],
    ['regular-expression characters', '(.*+?^${}|[\\]'],
    ['emoji', '🔥 dysk 👍🏽'],
    ['a 10,000-character query', 'dysk '.repeat(2000)],
  ])('answers %s quickly and shows it only as text', (_label, query) => {
    const started = performance.now();
    const hits = engine.search(query, {typing: true});
    expect(performance.now() - started).toBeLessThan(200);
    for (const hit of hits) expect(text(hit)).not.toContain('<script>');
  });

  it('an empty query finds nothing', () => {
    expect(engine.search('   ')).toEqual([]);
  });

  it('ranks a page with a weight below 1 after an equal page without one', () => {
    const page = (url: string, weight?: number) => indexPage(url, 'Snapshoty', '', [['', '', 'Snapshot maszyny wirtualnej.']], weight);
    const weighted = new SearchEngine({version: 1, pages: [page('/pl/docs/referencja/', 0.5), page('/pl/docs/faq/')]});
    expect(weighted.search('snapshot').map((hit) => hit.pageUrl)).toEqual(['/pl/docs/faq/', '/pl/docs/referencja/']);
  });

  // Each case: a guide that uses the same words, and a reference page with one section per entry.
  const referencePage = (url: string, title: string, sections: SectionRow[]) => indexPage(url, title, '', sections, 0.5);
  it.each([
    {
      name: 'the entry of a pasted request path first, at full weight, opened at that entry',
      guide: indexPage(
        '/pl/docs/faq/klonowanie/',
        'Klonowanie instances clone_ticket',
        'Klon maszyny przez clone_ticket, instances i id.',
        [['Przez API', 'api', 'POST /beta/instances/{id}/clone_ticket klonuje instances id.']],
      ),
      reference: referencePage('/pl/docs/referencja/', 'Maszyny', [
        ['Pobiera maszyny', 'instances-get', 'GET /instances · operacja InstancesGet'],
        ['Klonuje maszynę', 'instances-clone', 'POST /instances/{id}/clone_ticket · operacja InstancesClone'],
      ]),
      pasted: ['/instances/123/clone_ticket', '/services/instances/123/clone_ticket'],
      opened: '/pl/docs/referencja/#instances-clone',
      // Words alone keep the reference's rank-down: the guide comes first.
      words: 'clone_ticket',
    },
    {
      name: 'the section headed by a pasted type name first, at full weight, opened at that section',
      guide: indexPage('/pl/docs/terraform/', 'Terraform', 'Zasób example_instance i example_disk.', [
        ['Linia 1.x', 'linia', 'Maszynę opisuje zasób example_instance, dysk example_disk.'],
      ]),
      reference: referencePage('/pl/docs/terraform/zasoby/', 'Zasoby', [
        ['example_disk', 'disk', 'Zasób example_disk.'],
        ['example_instance', 'instance', 'Zasób example_instance.'],
      ]),
      pasted: ['example_instance', '"example_instance"', ' Example_Instance '],
      opened: '/pl/docs/terraform/zasoby/#instance',
      // Other words keep the reference's rank-down.
      words: 'zasób maszyny',
    },
  ])('puts $name', ({guide, reference, pasted, opened, words}) => {
    const both = new SearchEngine({version: 1, pages: [guide, reference]});
    for (const query of pasted) {
      const [first] = both.search(query);
      expect(first.pageUrl).toBe(reference.url);
      expect(first.sections[0].url).toBe(opened);
    }
    expect(both.search(words)[0].pageUrl).toBe(guide.url);
  });
});

describe('typo tolerance', () => {
  const page = (url: string, text: string) => ({url, title: text, description: '', sections: [{heading: '', anchor: '', text}]});
  const typos = new SearchEngine({
    version: 1,
    pages: [page('/pl/docs/oks/', 'Kubernetes w chmurze'), page('/pl/docs/faq/', 'Snapshot maszyny')],
  });

  it('finds a word one edit away from 5 letters on, two edits from 9', () => {
    expect(typos.search('kubernets').map((hit) => hit.pageUrl)).toEqual(['/pl/docs/oks/']);
    expect(typos.search('snapsot').map((hit) => hit.pageUrl)).toEqual(['/pl/docs/faq/']);
    expect(typos.search('kuberrnetess').map((hit) => hit.pageUrl)).toEqual(['/pl/docs/oks/']);
  });

  it('leaves short words and far words alone', () => {
    expect(typos.search('chmra')).toEqual([]);
    expect(typos.search('snpsht')).toEqual([]);
  });

  it('takes two swapped letters for one edit, the first two included', () => {
    for (const query of ['snapshto', 'snaphsot', 'nsapshot'])
      expect(typos.search(query).map((hit) => hit.pageUrl)).toEqual(['/pl/docs/faq/']);
    // In the box the last word is still being typed: a typo there is found as well.
    expect(typos.search('snapshto', {typing: true}).map((hit) => hit.pageUrl)).toEqual(['/pl/docs/faq/']);
    expect(typos.search('kubrenetes').map((hit) => hit.pageUrl)).toEqual(['/pl/docs/oks/']);
  });

  it('finds the other forms of the word a typo stands for', () => {
    const invoices = new SearchEngine({version: 1, pages: [page('/pl/docs/faktury/', 'Faktury i noty korygujące')]});
    expect(invoices.search('fakutra').map((hit) => hit.pageUrl)).toEqual(['/pl/docs/faktury/']);
  });

  it('suggests a correction spelled as the pages spell it, only when it finds something', () => {
    const snapshots = new SearchEngine({version: 1, pages: [page('/pl/docs/snapshoty/', 'Lista snapshotów maszyny')]});
    expect(snapshots.correct('snapshotwo lista')).toBe('snapshotów lista');
    expect(snapshots.correct('lista')).toBeNull();
    expect(snapshots.correct('klastra')).toBeNull();
  });

  it('ranks an exact match above a typo match', () => {
    const both = new SearchEngine({version: 1, pages: [page('/pl/docs/a/', 'Kubernetos'), page('/pl/docs/b/', 'Kubernetes')]});
    expect(both.search('kubernetes').map((hit) => hit.pageUrl)[0]).toBe('/pl/docs/b/');
  });
});

describe('expansions (the glossary’s other names, the intents)', () => {
  const page = (url: string, title: string, text: string) => ({url, title, description: '', sections: [{heading: '', anchor: '', text}]});
  const pages = [
    page('/pl/docs/limity/', 'Zasady konta', 'Na konto przypada limit 20 uruchomionych maszyn wirtualnych.'),
    page('/pl/docs/api/', 'API', 'Limit zapytań.'),
    page('/pl/docs/poczta/', 'Port 25', 'Wychodzący port 25 (SMTP) jest zablokowany na nowych maszynach.'),
    page('/pl/docs/serwer/', 'Serwer', 'Serwer wysyła wiadomości e-mail do klientów, gdy maszyna zmienia stan.'),
  ];
  const expansions = [
    {when: [['VM']], add: ['maszyna wirtualna']},
    {
      when: [
        ['mail', 'poczta'],
        ['wysłać', 'serwer'],
      ],
      add: ['port 25', 'SMTP'],
    },
  ];
  const plain = new SearchEngine({version: 1, pages});
  const expanded = new SearchEngine({version: 1, pages, expansions});
  const urls = (engine: SearchEngine, query: string) => engine.search(query).map((hit) => hit.pageUrl);

  it('searches an English abbreviation as the Polish term it stands for', () => {
    expect(urls(plain, 'VM limit')[0]).toBe('/pl/docs/api/');
    expect(urls(expanded, 'VM limit')[0]).toBe('/pl/docs/limity/');
  });

  it('answers a question in plain words with the page that uses the terms', () => {
    expect(urls(plain, 'dlaczego nie mogę wysłać maila z serwera')[0]).toBe('/pl/docs/serwer/');
    expect(urls(expanded, 'dlaczego nie mogę wysłać maila z serwera')[0]).toBe('/pl/docs/poczta/');
  });

  it('opens the section that holds the words the query stands for, among sections answering the same typed words', () => {
    const api = {
      url: '/pl/docs/api/',
      title: 'API',
      description: '',
      sections: [
        {heading: 'Tworzenie maszyn', anchor: 'tworzenie', text: 'Pole InstanceName to nazwa maszyny, a pole Id jej identyfikator.'},
        {heading: 'Kolekcje', anchor: 'kolekcje', text: 'Parametr fields zostawia w odpowiedzi tylko pola id i nazwa każdej maszyny.'},
      ],
    };
    const fields = [{when: [['id'], ['nazwa']], add: ['fields']}];
    const section = (data: SearchIndexData) => new SearchEngine(data).search('maszyny id nazwa')[0].sections[0].url;
    expect(section({version: 1, pages: [api]})).toBe('/pl/docs/api/#tworzenie');
    expect(section({version: 1, pages: [api], expansions: fields})).toBe('/pl/docs/api/#kolekcje');
  });

  it('needs a word of every group', () => {
    expect(urls(expanded, 'mail')).not.toContain('/pl/docs/poczta/');
    expect(urls(expanded, 'serwer mail')).toContain('/pl/docs/poczta/');
  });

  it('takes the word being typed once it is one of the group’s words that no longer one of them continues', () => {
    const typing = (query: string) => expanded.search(query, {typing: true}).map((hit) => hit.pageUrl);
    // 'serwer' is a whole word of its group, 'serw' not yet; where the group also has 'maile', 'mail' may still become it.
    expect(typing('mail serwer')).toContain('/pl/docs/poczta/');
    expect(typing('mail serw')).not.toContain('/pl/docs/poczta/');
    const grown = new SearchEngine({version: 1, pages, expansions: [{when: [['mail', 'maile'], ['serwer']], add: ['SMTP']}]});
    expect(grown.search('serwer mail', {typing: true}).map((hit) => hit.pageUrl)).not.toContain('/pl/docs/poczta/');
    expect(grown.search('serwer maile', {typing: true}).map((hit) => hit.pageUrl)).toContain('/pl/docs/poczta/');
  });
});

describe('a code alone', () => {
  const page = (url: string, title: string, sections: Array<[string, string, string]>, weight?: number) => ({
    url,
    title,
    description: '',
    sections: sections.map(([heading, anchor, text]) => ({heading, anchor, text})),
    ...(weight ? {weight} : {}),
  });
  const engine = new SearchEngine({
    version: 1,
    pages: [
      page('/pl/docs/api/', 'API: kody 402 i 409', [
        ['Kody 402 i 409', 'kody', 'Kod 402 to brak środków; kod 402 wraca też przy blokadzie konta, a 409 przy konflikcie.'],
      ]),
      page(
        '/pl/docs/kody/',
        'Kody błędów',
        [
          ['', '', 'Katalog kodów.'],
          ['402 Wymagana płatność', 'blad-402', 'Znaczenie: brak środków na koncie.'],
          ['409 Konflikt', 'blad-409', 'Znaczenie: stan zasobu na to nie pozwala.'],
        ],
        0.9,
      ),
    ],
  });

  it.each([
    ['402', '/pl/docs/kody/#blad-402'],
    ['409', '/pl/docs/kody/#blad-409'],
  ])('%s opens its catalogue entry first', (query, url) => {
    expect(engine.search(query)[0].sections[0].url).toBe(url);
  });

  it('keeps the digits in the other results’ snippets, marked', () => {
    expect(marked(engine.search('402')[1].sections[0].snippet)).toEqual(['402', '402']);
  });
});

describe('SearchEngine.inSlices', () => {
  // A site's worth of text: the build pauses many times, and ranks exactly as the one-go build.
  const pages: SearchIndexData['pages'] = Array.from({length: 30}, (_unused, index) => ({
    url: `/pl/docs/strona-${index}/`,
    title: `Strona ${index} o dyskach`,
    description: 'Opis strony.',
    sections: Array.from({length: 6}, (_section, part) => ({
      heading: `Sekcja ${part}`,
      anchor: `sekcja-${part}`,
      text: `Maszyna wirtualna ${index} i jej dysk ${part}. `.repeat(20 + index),
    })),
  }));
  const data: SearchIndexData = {...fixtureIndex, pages: [...fixtureIndex.pages, ...pages]};

  it('pauses between slices and finds what the constructor finds, in the same order', async () => {
    let pauses = 0;
    const sliced = await SearchEngine.inSlices(data, async () => {
      pauses++;
    });
    const whole = new SearchEngine(data);
    expect(pauses).toBeGreaterThan(20);
    for (const query of ['maszyna wirtualna', 'dyski', 'lodz', 'powiekszyc', '429', 'dysk 12']) {
      expect(sliced.search(query, {limit: 50, sectionsPerPage: 3})).toEqual(whole.search(query, {limit: 50, sectionsPerPage: 3}));
    }
    expect(sliced.correct('maszyma')).toBe(whole.correct('maszyma'));
    expect(sliced.vocabulary()).toEqual(whole.vocabulary());
  });
});
