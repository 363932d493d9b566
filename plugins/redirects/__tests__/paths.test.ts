import {legacyForms, resolveLegacyPath, safeDecodedPath, withoutIndexHtml} from '../paths';
import {docRoutes, notFoundQuery, relativeToBase} from '../notFound';
import {closestRoutes, interleaveSuggestions, nameSuggestions, parentRoute} from '../suggestions';
import {redirectRules} from '../rules';

const routes = new Set([
  '/',
  '/billing/',
  '/billing/faktury/',
  '/support/sposoby-kontaktu/',
  '/safety/rozszerzony-opis-bezpieczenstwa/',
  '/services/traffic-manager/jak-skonfigurowac-tzw.-healthchecki/',
]);

describe('legacyForms', () => {
  it('lists the slashless, index.html and .html forms of a page', () => {
    expect(legacyForms('/billing/faktury/')).toEqual(['/billing/faktury', '/billing/faktury/index.html', '/billing/faktury.html']);
    expect(legacyForms('/')).toEqual(['/index.html']);
  });
});

describe('resolveLegacyPath', () => {
  it.each([
    ['/billing/faktury', '/billing/faktury/'],
    ['/billing/faktury/index.html', '/billing/faktury/'],
    ['/billing/faktury.html', '/billing/faktury/'],
    ['/support/sposoby-kontaktu.html', '/support/sposoby-kontaktu/'],
    ['/billing/index.html', '/billing/'],
    ['/billing.html', '/billing/'],
    ['/safety/', '/safety/rozszerzony-opis-bezpieczenstwa/'],
    ['/safety', '/safety/rozszerzony-opis-bezpieczenstwa/'],
    ['/safety/index.html', '/safety/rozszerzony-opis-bezpieczenstwa/'],
    ['/safety.html', '/safety/rozszerzony-opis-bezpieczenstwa/'],
    ['/billing/faktury/index.html/', '/billing/faktury/'],
    ['/billing/faktury.html/', '/billing/faktury/'],
    ['/safety/index.html/', '/safety/rozszerzony-opis-bezpieczenstwa/'],
    ['/safety.html/', '/safety/rozszerzony-opis-bezpieczenstwa/'],
    ['/services/traffic-manager/jak-skonfigurowac-tzw.-healthchecki', '/services/traffic-manager/jak-skonfigurowac-tzw.-healthchecki/'],
    [
      '/services/traffic-manager/jak-skonfigurowac-tzw.-healthchecki.html',
      '/services/traffic-manager/jak-skonfigurowac-tzw.-healthchecki/',
    ],
    [
      '/services/traffic-manager/jak-skonfigurowac-tzw.-healthchecki/index.html',
      '/services/traffic-manager/jak-skonfigurowac-tzw.-healthchecki/',
    ],
  ])('%s leads to %s', (path, expected) => {
    expect(resolveLegacyPath(path, routes, redirectRules)).toBe(expected);
  });

  it.each([
    ['an unknown page', '/billing/nie-ma'],
    ['a canonical page (nothing to do)', '/billing/faktury/'],
    ['a protocol-relative host', '//example.com'],
    ['a backslash host', '/\\example.com'],
    ['an encoded slash', '/billing%2ffaktury'],
    ['an encoded backslash', '/%5cexample.com'],
    ['invalid percent-encoding', '/billing/%E0%A4%A'],
    ['a dot-dot segment', '/billing/../billing/faktury'],
    ['an 8 KB path', `/${'a'.repeat(8192)}`],
  ])('refuses %s', (_name, path) => {
    expect(resolveLegacyPath(path, routes, redirectRules)).toBeNull();
  });
});

describe('safeDecodedPath', () => {
  it('decodes a Polish path and rejects control characters', () => {
    expect(safeDecodedPath('/faq/%C5%82%C3%B3d%C5%BA')).toBe('/faq/łódź');
    expect(safeDecodedPath('/a%0Ab')).toBeNull();
    expect(safeDecodedPath('relative')).toBeNull();
  });
});

describe('closestRoutes', () => {
  it('suggests the page whose words the path shares first', () => {
    expect(closestRoutes('/billing/faktura/', routes, 3)[0]).toBe('/billing/faktury/');
    expect(closestRoutes('/kontakt/sposoby-kontaktu', routes, 1)).toEqual(['/support/sposoby-kontaktu/']);
  });

  it('never suggests the home page and copes with hostile input', () => {
    expect(closestRoutes('//example.com', routes)).not.toContain('/');
    expect(closestRoutes(`/${'%'.repeat(9000)}`, routes).length).toBeGreaterThan(0);
  });
});

describe('withoutIndexHtml', () => {
  it('drops a trailing index.html and leaves other addresses alone', () => {
    expect(withoutIndexHtml('/pl/docs/billing/faktury/index.html')).toBe('/pl/docs/billing/faktury/');
    expect(withoutIndexHtml('/pl/docs/index.html')).toBe('/pl/docs/');
    expect(withoutIndexHtml('/pl/docs/billing/faktury/')).toBeNull();
    expect(withoutIndexHtml('/pl/docs/billing/faktury.html')).toBeNull();
  });
});

describe('not-found suggestions', () => {
  it('turns a bad path into search words', () => {
    expect(notFoundQuery('/billing/fakturyy.html')).toBe('billing fakturyy');
    expect(notFoundQuery('/services/cloud-storage/index.html')).toBe('services cloud storage');
    expect(notFoundQuery('/%zz')).toBe('');
  });

  it('alternates path similarity and search, each route once', () => {
    expect(interleaveSuggestions(['/a/', '/b/', '/c/'], ['/b/', '/d/'], 4)).toEqual(['/a/', '/b/', '/d/', '/c/']);
    expect(interleaveSuggestions([], ['/x/'])).toEqual(['/x/']);
  });

  it('names the parent route of a page', () => {
    expect(parentRoute('/services/api/slowniki/')).toBe('/services/api/');
    expect(parentRoute('/billing/')).toBeNull();
  });
});

describe('the not-found page in the browser', () => {
  it('takes an address relative to the base path, and nothing outside it', () => {
    expect(relativeToBase('/pl/docs/billing/faktury', '/pl/docs/')).toBe('/billing/faktury');
    expect(relativeToBase('/pl/docs/', '/pl/docs/')).toBe('/');
    expect(relativeToBase('/en/docs/billing/', '/pl/docs/')).toBeNull();
  });

  it('knows the routes of the docs under the base path, with their trailing slash, and the home page', () => {
    expect([...docRoutes(['/pl/docs/billing/faktury', '/pl/docs/billing/', '/inne/strona'], '/pl/docs/')]).toEqual([
      '/',
      '/billing/faktury/',
      '/billing/',
    ]);
  });

  it("names suggestions by the index's titles, with the parent page as their section", () => {
    const titles: Record<string, string> = {'/pl/docs/billing/': 'Rozliczenia', '/pl/docs/billing/faktury/': 'Faktury'};
    const titleOf = (url: string) => titles[url];
    expect(nameSuggestions(['/pl/docs/billing/faktury/', '/pl/docs/billing/', '/pl/docs/nowe/strona/'], '/pl/docs/', titleOf)).toEqual([
      {url: '/pl/docs/billing/faktury/', title: 'Faktury', section: 'Rozliczenia'},
      {url: '/pl/docs/billing/', title: 'Rozliczenia', section: null},
      {url: '/pl/docs/nowe/strona/', title: '/pl/docs/nowe/strona/', section: null},
    ]);
  });
});
