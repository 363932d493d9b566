/**
 * The reader's token: checked before use and kept only in sessionStorage (never localStorage, a
 * cookie, the address or window.dataLayer), so it goes with the tab.
 */

export const TOKEN_KEY = 'api-console-token';

/** A Polish message for a token that cannot be sent in an Authorization header, or null. */
export function tokenProblem(raw: string): string | null {
  const token = raw.replace(/^Bearer\s+/i, '');
  if (token === '') return 'Wklej token albo zostaw pole puste.';
  if (/[\r\n]/.test(token)) return 'Token nie może zawierać znaków nowego wiersza: wklej go w jednym wierszu.';
  if (/\s/.test(token)) return 'Token nie może zawierać spacji ani tabulatorów: skopiuj go jeszcze raz, bez odstępów.';
  if (/[^\x21-\x7e]/.test(token)) return 'Token może zawierać tylko znaki ASCII (bez polskich liter i znaków specjalnych).';
  return null;
}

/** The token as the header carries it: a pasted "Bearer " prefix is dropped. */
export function normalizeToken(raw: string): string {
  return raw.replace(/^Bearer\s+/i, '');
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readToken(session: SessionStore): string | null {
  try {
    const token = session.getItem(TOKEN_KEY);
    return token && tokenProblem(token) === null ? token : null;
  } catch {
    return null;
  }
}

/** Stores a valid token for this tab; returns the Polish problem instead when it is not valid. */
export function saveToken(session: SessionStore, raw: string): string | null {
  const problem = tokenProblem(raw);
  if (problem) return problem;
  try {
    session.setItem(TOKEN_KEY, normalizeToken(raw));
    return null;
  } catch {
    return 'Przeglądarka nie pozwala zapisać tokenu w tej karcie; token zadziała do zamknięcia okna konsoli.';
  }
}

export function forgetToken(session: SessionStore): void {
  try {
    session.removeItem(TOKEN_KEY);
  } catch {
    // storage blocked: nothing was stored
  }
}
