import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {chooseLemma, formatLemmaMap, lemmaKeys, lemmaMap, parseAnalyses} from '../src/lemmas';
import {stem} from '../src/stem';
import {foldDiacritics} from '../../page-data-kit/text/normalize';

// dict_apply's output for a few of the site's words, as Morfologik 2.1 (Debian's
// libmorfologik-stemming2-java) prints it: one line per analysis, '[not found]' for unknown words.
const OUTPUT = [
  'maszyny => maszyna subst:pl:acc:f+subst:pl:nom:f+subst:pl:voc:f+subst:sg:gen:f',
  'obiekcie => obiekt subst:sg:loc:m3+subst:sg:voc:m3',
  'konta => konto subst:pl:acc:n2+subst:pl:nom:n2+subst:pl:voc:n2+subst:sg:gen:n2',
  'limity => limit subst:pl:acc:m3+subst:pl:nom:m3+subst:pl:voc:m3',
  'limity => limita subst:pl:acc:f+subst:pl:nom:f+subst:pl:voc:f+subst:sg:gen:f',
  'limity => limit subst:pl:nom:m3',
  'snapshotów => [not found]',
  'usłudze => usługa subst:sg:dat:f+subst:sg:loc:f',
  'Windows => Windows subst:sg:nom:m3',
  'dysk => dysk subst:sg:acc:m3+subst:sg:nom:m3',
  'x25 => x25 subst:sg:nom:m3',
  '',
].join('\n');

describe('parseAnalyses', () => {
  it('reads each form with its lemmas in the dictionary’s order, once each, and leaves unknown forms out', () => {
    const analyses = parseAnalyses(OUTPUT);
    expect(analyses.get('maszyny')).toEqual(['maszyna']);
    expect(analyses.get('limity')).toEqual(['limit', 'limita']);
    expect(analyses.has('snapshotów')).toBe(false);
    expect(analyses.size).toBe(8);
  });

  it('reads a line without tags and ignores notes that are not analyses', () => {
    const analyses = parseAnalyses('NOTE: Using stdin for input, character encoding set to: UTF-8\nfaktur => faktura\n');
    expect([...analyses]).toEqual([['faktur', ['faktura']]]);
  });
});

describe('chooseLemma', () => {
  it('takes the lemma sharing the longest start with the form, then the first', () => {
    // Morfologik's analyses of 'stali': 'stal' shares four letters, 'stać' and 'stały' three ('ł' is not 'l').
    expect(chooseLemma('stali', ['stać', 'stały', 'stal'])).toBe('stal');
    expect(chooseLemma('stali', ['stać', 'stały'])).toBe('stać');
    expect(chooseLemma('limity', ['limit', 'limita'])).toBe('limit');
    expect(chooseLemma('maszyn', ['maszyna'])).toBe('maszyna');
  });

  it('writes a proper name’s lemma in lower case', () => {
    expect(chooseLemma('Windows', ['Windows'])).toBe('windows');
  });
});

describe('lemmaMap', () => {
  it('maps every known folded form to its folded lemma, sorted, without words with digits', () => {
    expect(lemmaMap(parseAnalyses(OUTPUT))).toEqual({
      dysk: 'dysk',
      konta: 'konto',
      limity: 'limit',
      maszyny: 'maszyna',
      obiekcie: 'obiekt',
      usludze: 'usluga',
      windows: 'windows',
    });
    expect(Object.keys(lemmaMap(parseAnalyses(OUTPUT)))).toEqual(['dysk', 'konta', 'limity', 'maszyny', 'obiekcie', 'usludze', 'windows']);
  });

  it('keeps the first analysed of two spellings that fold alike', () => {
    const analyses = new Map([
      ['kół', ['koło']],
      ['kol', ['kol']],
    ]);
    expect(lemmaMap(analyses)).toEqual({kol: 'kolo'});
  });
});

describe('formatLemmaMap', () => {
  it('writes valid JSON with one form per line', () => {
    const text = formatLemmaMap({dysk: 'dysk', konta: 'konto'});
    expect(text).toBe('{\n  "dysk": "dysk",\n  "konta": "konto"\n}\n');
    expect(JSON.parse(text)).toEqual({dysk: 'dysk', konta: 'konto'});
    expect(formatLemmaMap({})).toBe('{}\n');
  });
});

describe('lemmaKeys', () => {
  const map = lemmaMap(parseAnalyses(OUTPUT));

  it('keeps only the forms whose lemma key differs from our stem of the form', () => {
    // Our stemmer already joins 'maszyny' and 'maszyna', 'usłudze' and 'usługa', 'obiekcie' and 'obiekt'.
    expect(lemmaKeys(map, stem, stem)).toEqual({});
    // The lemma alone as the key differs from our stem wherever the lemma has an ending.
    expect(lemmaKeys(map, stem, (lemma) => lemma)).toEqual({konta: 'konto', maszyny: 'maszyna', usludze: 'usluga'});
  });
});

describe('bench/search/morfologik-lemmas.json', () => {
  const file = readFileSync(join(__dirname, '../../../bench/search/morfologik-lemmas.json'), 'utf8');

  it('is what the generator writes: sorted folded forms, one per line, folded lemmas', () => {
    const map = JSON.parse(file) as Record<string, string>;
    expect(formatLemmaMap(map)).toBe(file);
    const forms = Object.keys(map);
    expect(forms).toEqual([...forms].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(forms.length).toBeGreaterThan(1000);
    for (const [form, lemma] of Object.entries(map)) expect([form, lemma]).toEqual([foldDiacritics(form), foldDiacritics(lemma)]);
    expect(map.maszyny).toBe('maszyna');
  });
});
