import {MAX_QUERY_LENGTH, MAX_QUERY_TERMS, parseQuery, queryForUrl} from '../src/query';

const words = (input: string, typing = false) => parseQuery(input, {typing}).map((term) => term.word);

describe('parseQuery', () => {
  it('folds and stems the words of a question and drops its function words', () => {
    expect(parseQuery('Jak dodać kartę płatniczą?').map(({word, stem}) => [word, stem])).toEqual([
      ['dodac', 'dodac'],
      ['karte', 'kart'],
      ['platnicza', 'platnicz'],
    ]);
  });

  it('keeps a query made only of function words', () => {
    expect(words('jak')).toEqual(['jak']);
  });

  it('marks the last word as a prefix only while it is being typed', () => {
    expect(parseQuery('dysk powie', {typing: true}).map((term) => term.prefix)).toEqual([false, true]);
    expect(parseQuery('dysk powie ', {typing: true}).map((term) => term.prefix)).toEqual([false, false]);
    expect(parseQuery('dysk powie').map((term) => term.prefix)).toEqual([false, false]);
  });

  it('keeps a compound with its parts', () => {
    expect(parseQuery('Tier-3')).toEqual([{word: 'tier-3', stem: 'tier-3', parts: ['tier', '3'], prefix: false}]);
  });

  it('drops stray single letters and repeated words but keeps digits', () => {
    expect(words('<b>dysk</b> 5 GB dysk')).toEqual(['dysk', '5', 'gb']);
  });

  it.each([
    ['regular-expression characters', '.*+?^${}()|[]\\ dysk (['],
    ['emoji', '🔥🚀 dysk 👍🏽'],
    ['markup', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
    ['nothing', ''],
    ['only punctuation', '!!! ??? ...'],
  ])('reads %s without throwing', (_label, input) => {
    expect(() => parseQuery(input, {typing: true})).not.toThrow();
  });

  it('cuts a 10,000-character query short, fast', () => {
    const started = performance.now();
    const terms = parseQuery('usługa '.repeat(1500) + 'x'.repeat(10_000));
    expect(performance.now() - started).toBeLessThan(100);
    expect(terms.length).toBeLessThanOrEqual(MAX_QUERY_TERMS);
  });
});

describe('queryForUrl', () => {
  it('trims and cuts the query to the length search reads, so the results address stays short', () => {
    expect(queryForUrl('  dysk  ')).toBe('dysk');
    const long = `${'dysk '.repeat(2000)}`;
    expect(queryForUrl(long).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(encodeURIComponent(queryForUrl('ż'.repeat(10_000))).length).toBeLessThan(2000);
  });
});
