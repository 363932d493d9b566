import {areas, errors} from '../data/errors';
import {countByArea, filterErrors, isAreaFilter, normalizeForSearch, NO_FILTER} from '../src/search';
import {foldDiacritics} from '../../page-data-kit/text/normalize';

const ids = (filter: Parameters<typeof filterErrors>[2]) => filterErrors(errors, areas, filter).map((error) => error.id);

describe('normalizeForSearch', () => {
  it.each([
    ['Płatność', 'platnosc'],
    ['ŻÓŁĆ gęślą jaźń', 'zolc gesla jazn'],
    ['  Wiele   spacji ', 'wiele spacji'],
    // Ligatures, full-width letters and ß: only the site search's folding handles these.
    ['Straße ﬁrewall ＯＣＩ', 'strasse firewall oci'],
  ])('%s becomes %s', (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });

  it('folds exactly as the site search does (one folding for both)', () => {
    for (const word of ['Łączność', 'ŻÓŁĆ', 'gęślą', 'jaźń', 'Straße', 'ﬁ']) expect(normalizeForSearch(word)).toBe(foldDiacritics(word));
  });
});

describe('filterErrors', () => {
  it('returns everything without a filter', () => {
    expect(ids(NO_FILTER)).toHaveLength(errors.length);
  });

  it("finds 'płatność' when the reader types 'platnosc'", () => {
    expect(ids({area: 'all', query: 'platnosc'})).toContain('rozliczenia-nieudana-platnosc-automatyczna');
    expect(ids({area: 'all', query: 'platnosc'})).toEqual(ids({area: 'all', query: 'płatność'}));
  });

  it('is case-insensitive and needs every word', () => {
    expect(ids({area: 'all', query: 'KLON POŁĄCZONY 409'})).toEqual(['oci-klon-polaczony-409']);
  });

  it('finds codes and messages', () => {
    expect(ids({area: 'api', query: '429'})).toEqual(['429']);
    expect(ids({area: 'all', query: 'loading chunk'})).toEqual(['strona-loading-chunk-failed']);
  });

  it('filters by area, alone and with text', () => {
    expect(ids({area: 'billing', query: ''})).toEqual([
      'rozliczenia-usuniecie-karty',
      'rozliczenia-nieudana-platnosc-automatyczna',
      'rozliczenia-nagly-wzrost-kosztow',
    ]);
    expect(ids({area: 'billing', query: 'snapshot'})).toEqual(['rozliczenia-nagly-wzrost-kosztow']);
    expect(ids({area: 'otm', query: 'platnosc'})).toEqual([]);
  });

  it('matches the area label too', () => {
    expect(ids({area: 'all', query: 'kubernetes'})).toEqual(['oks-wezel-nie-startuje', 'oks-pelna-pamiec-obrazow']);
  });

  it('counts entries per area', () => {
    const counts = countByArea(errors);
    expect([...counts.values()].reduce((sum, count) => sum + count, 0)).toBe(errors.length);
    expect(counts.get('site')).toBe(2);
  });
});

describe('isAreaFilter', () => {
  it('takes every area key and "all", nothing else', () => {
    expect(areas.map((area) => isAreaFilter(area.key))).toEqual(areas.map(() => true));
    expect(isAreaFilter('all')).toBe(true);
    expect(['', 'ALL', 'oci ', 'inne'].filter(isAreaFilter)).toEqual([]);
  });
});
