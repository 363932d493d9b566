import {glossary} from '../data/glossary';
import {compareTerms, groupByLetter, letterAnchor, letterOf, sortGlossary} from '../src/order';

const terms = (list: {term: string}[]) => list.map((entry) => entry.term);

describe('Polish order of the glossary', () => {
  it('sorts by the Polish alphabet: ą, ć, ł, ó, ś, ż after their base letters, case ignored', () => {
    const words = ['żaba', 'Zebra', 'źdźbło', 'łódź', 'lis', 'ósemka', 'OTM', 'Śruba', 'sowa', 'ćma', 'cma', 'ACL', 'ąbc'];
    expect(terms(sortGlossary(words.map((term) => ({term}))))).toEqual([
      'ACL',
      'ąbc',
      'cma',
      'ćma',
      'lis',
      'łódź',
      'OTM',
      'ósemka',
      'sowa',
      'Śruba',
      'Zebra',
      'źdźbło',
      'żaba',
    ]);
  });

  it('is not the code-point order', () => {
    // Code points put every capital first and Ł after z; a reader expects neither.
    expect(compareTerms('łódź', 'zebra')).toBeLessThan(0);
    expect(compareTerms('Zebra', 'acl')).toBeGreaterThan(0);
  });

  it('groups entries under their letters, with Ł and Ś as letters of their own', () => {
    const groups = groupByLetter([{term: 'Śruba'}, {term: 'lis'}, {term: 'łódź'}, {term: 'sowa'}, {term: '2FA'}, {term: 'Lampa'}]);
    expect(groups.map((group) => [group.letter, group.anchor, terms(group.entries)])).toEqual([
      ['#', 'litera-inne', ['2FA']],
      ['L', 'litera-l', ['Lampa', 'lis']],
      ['Ł', 'litera-l1', ['łódź']],
      ['S', 'litera-s', ['sowa']],
      ['Ś', 'litera-s1', ['Śruba']],
    ]);
    expect(letterOf(' żaba')).toBe('Ż');
  });

  it('gives every letter of the project glossary its own anchor, none equal to an entry id', () => {
    const anchors = groupByLetter(glossary).map((group) => group.anchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    const ids = new Set(glossary.map((entry) => entry.id));
    expect(anchors.filter((anchor) => ids.has(anchor))).toEqual([]);
    expect(['Ą', 'Ć', 'Ę', 'Ł', 'Ń', 'Ó', 'Ś', 'Ź', 'Ż'].map(letterAnchor)).toEqual(
      expect.arrayContaining(['litera-l1', 'litera-z1', 'litera-z2']),
    );
  });
});
