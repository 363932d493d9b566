import {foldDiacritics, foldWithOffsets} from '../text/normalize';

describe('foldDiacritics', () => {
  it.each([
    ['ąćęłńóśźż', 'acelnoszz'],
    ['ĄĆĘŁŃÓŚŹŻ', 'acelnoszz'],
    ['Łódź', 'lodz'],
    ['usługą', 'usluga'],
    ['Łączność', 'lacznosc'],
    ['gałąź', 'galaz'],
    ['ﬁrewall', 'firewall'],
    ['ＯＶＳ', 'ovs'],
    ['usluga', 'usluga'],
  ])('%s → %s', (text, folded) => {
    expect(foldDiacritics(text)).toBe(folded);
  });

  it('folds text typed with combining marks like precomposed text', () => {
    expect(foldDiacritics('usługa\u0328'.normalize('NFD'))).toBe(foldDiacritics('usługą'));
  });
});

describe('foldWithOffsets', () => {
  it('keeps offsets of Polish text as they are', () => {
    const {folded, original} = foldWithOffsets('Łódź i Kraków');
    expect(folded).toBe('lodz i krakow');
    expect(original(7)).toBe(7);
  });

  it('maps characters of a length-changing fold back to their source', () => {
    const {folded, original} = foldWithOffsets('ﬁ dysk');
    expect(folded).toBe('fi dysk');
    expect(original(0)).toBe(0);
    expect(original(1)).toBe(0);
    expect(original(3)).toBe(2);
  });
});
