import {snippet, type MatchSet} from '../src/highlight';
import {tokenize} from '../src/tokenize';

const words = (...list: string[]): MatchSet => ({
  words: new Set(list.flatMap((word) => tokenize(word).map((token) => token.word))),
  stems: new Set(list.flatMap((word) => tokenize(word).map((token) => token.stem))),
  prefixes: [],
});
const shown = (text: string, matches: MatchSet, length?: number) =>
  snippet(text, matches, length)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('snippet shaping', () => {
  const filler = 'Ta strona opisuje wiele rzeczy, które nie mają związku z szukanym słowem i tylko wydłużają tekst sekcji.';

  it('starts at the sentence the match is in, not in the middle of it', () => {
    const text = `${filler} Faktury nie da się skorygować po zamknięciu okresu rozliczeniowego, ale można wystawić notę.`;
    expect(shown(text, words('skorygować'))).toBe(
      'Faktury nie da się [skorygować] po zamknięciu okresu rozliczeniowego, ale można wystawić notę.',
    );
  });

  it('shows a table row with its column labels, never cells of other rows run together', () => {
    // As extract.ts stores a table: a line of labels that starts with '|', then one line per row.
    const text = `${filler}\n|Kod|Znaczenie|Uwagi\n401|brak tokenu albo token nieprawidłowy|\n402|wymagana płatność – brak środków na operację|doładuj konto\n403|brak uprawnień|`;
    expect(shown(text, words('402'), 80)).toBe('Kod: [402]; Znaczenie: wymagana płatność – brak środków na operację; Uwagi: doładuj konto');
    expect(shown(text, words('tokenu'), 60)).toBe('Kod: 401; Znaczenie: brak [tokenu] albo [token] nieprawidłowy');
  });

  it('keeps digits and marks them', () => {
    const text = 'Konflikt kończy się kodem 409; klonowanie połączone jest wtedy zablokowane.';
    expect(shown(text, words('409', 'klonowanie'))).toBe('Konflikt kończy się kodem [409]; [klonowanie] połączone jest wtedy zablokowane.');
  });

  it('leaves a | outside a table as it is', () => {
    const text = 'Wynik przekaż dalej: curl -s adres | jq .Items i odczytaj listę.';
    expect(shown(text, words('jq'))).toBe('Wynik przekaż dalej: curl -s adres | [jq] .Items i odczytaj listę.');
  });

  it('cuts a long sentence at a word, with an ellipsis on each cut side', () => {
    const long = `${'Bardzo długie zdanie bez końca '.repeat(10)}gdzie wreszcie pada słowo snapshot i dalej ${'ciągnie się tekst '.repeat(10)}`;
    const result = shown(long, words('snapshot'), 100);
    expect(result.startsWith('…')).toBe(true);
    expect(result.endsWith('…')).toBe(true);
    expect(result).toContain('[snapshot]');
    expect(result.length).toBeLessThan(120);
  });
});
