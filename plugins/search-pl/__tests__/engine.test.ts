import {SearchEngine} from '../src/engine';
import type {PageHit, SearchIndexData, TextPart} from '../src/types';
import {fixtureIndex} from '../__fixtures__/pages';

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
    const page = (url: string, weight?: number) => ({
      url,
      title: 'Snapshoty',
      description: '',
      sections: [{heading: '', anchor: '', text: 'Snapshot maszyny wirtualnej.'}],
      ...(weight ? {weight} : {}),
    });
    const weighted = new SearchEngine({version: 1, pages: [page('/pl/docs/referencja/', 0.5), page('/pl/docs/faq/')]});
    expect(weighted.search('snapshot').map((hit) => hit.pageUrl)).toEqual(['/pl/docs/faq/', '/pl/docs/referencja/']);
  });

  it('puts the entry of a pasted request path first, at full weight, opened at that entry', () => {
    const guide = {
      url: '/pl/docs/faq/klonowanie/',
      title: 'Klonowanie instances clone_ticket',
      description: 'Klon maszyny przez clone_ticket, instances i id.',
      sections: [{heading: 'Przez API', anchor: 'api', text: 'POST /beta/instances/{id}/clone_ticket klonuje instances id.'}],
    };
    const reference = {
      url: '/pl/docs/referencja/',
      title: 'Maszyny',
      description: '',
      weight: 0.5,
      sections: [
        {heading: 'Pobiera maszyny', anchor: 'instances-get', text: 'GET /instances · operacja InstancesGet'},
        {heading: 'Klonuje maszynę', anchor: 'instances-clone', text: 'POST /instances/{id}/clone_ticket · operacja InstancesClone'},
      ],
    };
    const both = new SearchEngine({version: 1, pages: [guide, reference]});
    for (const pasted of ['/instances/123/clone_ticket', '/services/instances/123/clone_ticket']) {
      const [first] = both.search(pasted);
      expect(first.pageUrl).toBe('/pl/docs/referencja/');
      expect(first.sections[0].url).toBe('/pl/docs/referencja/#instances-clone');
    }
    // Words alone keep the reference's rank-down: the guide comes first.
    expect(both.search('clone_ticket')[0].pageUrl).toBe('/pl/docs/faq/klonowanie/');
  });

  it('puts the section headed by a pasted type name first, at full weight, opened at that section', () => {
    const guide = {
      url: '/pl/docs/terraform/',
      title: 'Terraform',
      description: 'Zasób example_instance i example_disk.',
      sections: [{heading: 'Linia 1.x', anchor: 'linia', text: 'Maszynę opisuje zasób example_instance, dysk example_disk.'}],
    };
    const reference = {
      url: '/pl/docs/terraform/zasoby/',
      title: 'Zasoby',
      description: '',
      weight: 0.5,
      sections: [
        {heading: 'example_disk', anchor: 'disk', text: 'Zasób example_disk.'},
        {heading: 'example_instance', anchor: 'instance', text: 'Zasób example_instance.'},
      ],
    };
    const both = new SearchEngine({version: 1, pages: [guide, reference]});
    for (const pasted of ['example_instance', '"example_instance"', ' Example_Instance ']) {
      const [first] = both.search(pasted);
      expect(first.pageUrl).toBe('/pl/docs/terraform/zasoby/');
      expect(first.sections[0].url).toBe('/pl/docs/terraform/zasoby/#instance');
    }
    // Other words keep the reference's rank-down.
    expect(both.search('zasób maszyny')[0].pageUrl).toBe('/pl/docs/terraform/');
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

  it('ranks an exact match above a typo match', () => {
    const both = new SearchEngine({version: 1, pages: [page('/pl/docs/a/', 'Kubernetos'), page('/pl/docs/b/', 'Kubernetes')]});
    expect(both.search('kubernetes').map((hit) => hit.pageUrl)[0]).toBe('/pl/docs/b/');
  });
});
