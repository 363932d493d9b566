import {tokenize} from '../src/tokenize';

const words = (text: string) => tokenize(text).map((token) => token.word);

describe('tokenize', () => {
  it.each(['gałąź', 'źródło', 'ćwiczenie', 'żądanie', 'usługą', 'łączność', 'śnieg', 'Ósemka', 'jaźń'])(
    'keeps the Polish letters at the edges of "%s" in the word',
    (word) => {
      const [token] = tokenize(`(${word}).`);
      expect(token.end - token.start).toBe(word.length);
      expect(token.word).toHaveLength(word.length);
    },
  );

  it('indexes a compound whole and by its parts', () => {
    expect(words('Klasa v1.standard-2.2 i Tier-3')).toEqual([
      'klasa',
      'v1.standard-2.2',
      'v1',
      'standard',
      '2',
      '2',
      'i',
      'tier-3',
      'tier',
      '3',
    ]);
    expect(tokenize('X-Auth-Token').filter((token) => token.part)).toHaveLength(3);
  });

  it('keeps numbers and codes as they are', () => {
    expect(tokenize('Błąd 429 i kod 2FA na PVSCSI').map((token) => token.stem)).toEqual(['blad', '429', 'i', 'kod', '2fa', 'na', 'pvscs']);
  });

  it('reports offsets in the original text, for highlighting', () => {
    const text = 'Zmień usługę';
    const token = tokenize(text)[1];
    expect(text.slice(token.start, token.end)).toBe('usługę');
  });

  it('skips runs too long to be words (hashes, base64)', () => {
    expect(words(`klucz ${'a'.repeat(64)} koniec`)).toEqual(['klucz', 'koniec']);
  });

  it('stops at the limit', () => {
    expect(tokenize('a b c d', 2)).toHaveLength(2);
  });
});
