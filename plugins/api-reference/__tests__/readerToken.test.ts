/** @jest-environment jsdom */
import {forgetToken, normalizeToken, readToken, saveToken, tokenProblem} from '../client/public';
import {EMPTY_VALUES, parseValues, serializeValues, VALUES_KEY} from '../src/readerValues';

// The tab's one token (issue 35): the API console and its token helper (api-console, through
// client/public) and "Twoje wartości" (theme/ReaderValues, through parseValues/serializeValues)
// share the reader values' sessionStorage entry.
const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.abc-DEF_123.xyz';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

/** Everywhere a token must never be, as one string. */
function elsewhere(): string {
  return JSON.stringify({local: {...localStorage}, cookie: document.cookie, address: location.href});
}

describe('the token rules', () => {
  it('take a pasted "Bearer " prefix and surrounding spaces off, and refuse what a header or a shell sample cannot carry', () => {
    expect(normalizeToken(`Bearer ${TOKEN} `)).toBe(TOKEN);
    expect(tokenProblem(`Bearer ${TOKEN}`)).toBeNull();
    expect(tokenProblem('')).toBeNull();
    expect(tokenProblem('abc\r\ndef')).toBe('Token nie może zawierać znaków nowego wiersza: wklej go w jednym wierszu.');
    expect(tokenProblem('abc\tdef')).toMatch(/spacji ani tabulatorów/);
    expect(tokenProblem('tokenż')).toMatch(/tylko znaki ASCII/);
    for (const quoting of ['a"b', "a'b", 'a`b', 'a$b', 'a\\b']) expect(tokenProblem(quoting)).toMatch(/cudzysłowu/);
  });
});

describe('one token for the console and "Twoje wartości"', () => {
  it('what the console stores, the panel reads, with the other values kept; only in sessionStorage', () => {
    sessionStorage.setItem(VALUES_KEY, serializeValues({...EMPTY_VALUES, instanceId: '30999', tokenInSamples: true}) ?? '');
    expect(saveToken(sessionStorage, `Bearer ${TOKEN}`)).toBeNull();
    expect(parseValues(sessionStorage.getItem(VALUES_KEY))).toEqual({
      ...EMPTY_VALUES,
      instanceId: '30999',
      tokenInSamples: true,
      token: TOKEN,
    });
    expect(elsewhere()).not.toContain(TOKEN);
    expect(sessionStorage.length).toBe(1);
  });

  it('what the panel stores, the console reads', () => {
    expect(readToken(sessionStorage)).toBe('');
    sessionStorage.setItem(VALUES_KEY, serializeValues({...EMPTY_VALUES, token: TOKEN}) ?? '');
    expect(readToken(sessionStorage)).toBe(TOKEN);
  });

  it('"Wyczyść" in the panel removes the entry, and so the console\'s token', () => {
    expect(saveToken(sessionStorage, TOKEN)).toBeNull();
    const cleared = serializeValues(EMPTY_VALUES);
    expect(cleared).toBeNull();
    sessionStorage.removeItem(VALUES_KEY);
    expect(readToken(sessionStorage)).toBe('');
  });

  it("the console's clearing removes the token only: the entry goes when nothing else is in it", () => {
    sessionStorage.setItem(VALUES_KEY, serializeValues({...EMPTY_VALUES, token: TOKEN, templateId: '1187'}) ?? '');
    forgetToken(sessionStorage);
    expect(parseValues(sessionStorage.getItem(VALUES_KEY))).toEqual({...EMPTY_VALUES, templateId: '1187'});
    expect(saveToken(sessionStorage, TOKEN)).toBeNull();
    sessionStorage.setItem(VALUES_KEY, serializeValues({...EMPTY_VALUES, token: TOKEN}) ?? '');
    forgetToken(sessionStorage);
    expect(sessionStorage.getItem(VALUES_KEY)).toBeNull();
  });

  it('a malformed token is refused in Polish and removes the stored one: nothing stale is sent', () => {
    expect(saveToken(sessionStorage, TOKEN)).toBeNull();
    expect(saveToken(sessionStorage, 'zły token')).toMatch(/spacji/);
    expect(readToken(sessionStorage)).toBe('');
    expect(sessionStorage.getItem(VALUES_KEY) ?? '').not.toContain('zły');
  });

  it('never trusts what it reads back: a malformed entry or token is no token', () => {
    sessionStorage.setItem(VALUES_KEY, '{"token": "a b"}');
    expect(readToken(sessionStorage)).toBe('');
    sessionStorage.setItem(VALUES_KEY, 'nie JSON');
    expect(readToken(sessionStorage)).toBe('');
    expect(saveToken(sessionStorage, TOKEN)).toBeNull();
    expect(readToken(sessionStorage)).toBe(TOKEN);
  });

  it('blocked storage gives a Polish message, not an exception', () => {
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(saveToken(blocked, TOKEN)).toMatch(/nie pozwala zapisać tokenu/);
  });
});
