/**
 * The reader's one token (issue 35): the API console, its token helper and "Twoje wartości" keep
 * it in the reader values' sessionStorage entry, so it is entered once, every place uses it and
 * "Wyczyść" removes it everywhere. It never goes to localStorage, a cookie, the address or
 * window.dataLayer. Pure: the storage is passed in.
 */
import {VALUES_KEY} from './readerSnapshot';

/** The token as the header carries it: a pasted "Bearer " prefix and surrounding spaces are dropped. */
export function normalizeToken(raw: string): string {
  return raw.replace(/^\s*Bearer\s+/i, '').replace(/^[ \t]+|[ \t]+$/g, '');
}

/**
 * A Polish message for a token that cannot go into an Authorization header or a shell sample as
 * it is, or null (an empty token is no token, not a problem).
 */
export function tokenProblem(raw: string): string | null {
  const token = normalizeToken(raw);
  if (token === '') return null;
  if (/[\r\n]/.test(token)) return 'Token nie może zawierać znaków nowego wiersza: wklej go w jednym wierszu.';
  if (/\s/.test(token)) return 'Token nie może zawierać spacji ani tabulatorów: skopiuj go jeszcze raz, bez odstępów.';
  if (/[^\x21-\x7e]/.test(token)) return 'Token może zawierać tylko znaki ASCII (bez polskich liter i znaków specjalnych).';
  if (/["'`$\\]/.test(token)) return 'Token nie może zawierać cudzysłowu, apostrofu, grawisu (`), lewego ukośnika ani znaku $.';
  return null;
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storedRecord(session: SessionStore): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(session.getItem(VALUES_KEY) ?? '{}');
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Writes the record back, or removes the entry when it holds nothing the samples use. */
function write(session: SessionStore, record: Record<string, unknown>): void {
  const holds = Object.entries(record).some(([key, value]) => key !== 'tokenInSamples' && typeof value === 'string' && value !== '');
  if (holds) session.setItem(VALUES_KEY, JSON.stringify(record));
  else session.removeItem(VALUES_KEY);
}

/** The stored token, or '' when there is none (or it is malformed: never trusted). */
export function readToken(session: SessionStore): string {
  const token = storedRecord(session).token;
  return typeof token === 'string' && tokenProblem(token) === null ? normalizeToken(token) : '';
}

/**
 * Stores the token for this tab, keeping the other reader values; an empty or malformed one
 * removes the stored token (nothing stale is sent). The Polish problem, or null.
 */
export function saveToken(session: SessionStore, raw: string): string | null {
  const problem = tokenProblem(raw);
  const token = problem === null ? normalizeToken(raw) : '';
  try {
    write(session, {...storedRecord(session), token});
  } catch {
    return problem ?? 'Przeglądarka nie pozwala zapisać tokenu w tej karcie; token zadziała do zamknięcia tego okna.';
  }
  return problem;
}

export function forgetToken(session: SessionStore): void {
  void saveToken(session, '');
}
