import type {ConsoleMode} from './target';
import {networkProblem} from './http';
import {tokenProblem} from '../../api-reference/client/public';

/**
 * The token helper: a password grant or a refresh token against the identity server's token path
 * (through the console's target), with the scopes the platform has. The client authenticates with
 * Basic credentials; the user's data and the scopes go as form fields.
 */

export interface Scopes {
  /** `<brand>.api`: full read and modify. */
  full: string;
  /** `<brand>.api.readonly`: GET only. */
  readonly: string;
}

export const OFFLINE_ACCESS = 'offline_access';

export type Grant =
  | {kind: 'password'; clientId: string; clientSecret: string; username: string; password: string; scopes: string[]}
  | {kind: 'refresh'; clientId: string; clientSecret: string; refreshToken: string};

export type GrantErrors = Partial<Record<'clientId' | 'clientSecret' | 'username' | 'password' | 'scopes' | 'refreshToken', string>>;

/** The scopes a reader may choose, in the order the form shows them. */
export function scopeChoices(scopes: Scopes): string[] {
  return [scopes.readonly, scopes.full, OFFLINE_ACCESS];
}

/** Read-only for a listing or reading call (GET), full access for a call that changes something. */
export function preselectedScopes(method: string, scopes: Scopes): string[] {
  return [method.toUpperCase() === 'GET' ? scopes.readonly : scopes.full];
}

function credentialProblem(value: string, what: string): string | null {
  if (value === '') return `Podaj ${what}.`;
  if (/[\r\n]/.test(value)) return `${what[0].toUpperCase()}${what.slice(1)} nie może zawierać znaków nowego wiersza.`;
  if (/[^\x20-\x7e]/.test(value)) return `${what[0].toUpperCase()}${what.slice(1)} może zawierać tylko znaki ASCII.`;
  return null;
}

/** Polish messages for the fields that stop the request, by field; empty when it can go. */
export function grantProblems(grant: Grant, scopes: Scopes): GrantErrors {
  const errors: GrantErrors = {};
  const clientId = credentialProblem(grant.clientId, 'identyfikator klienta API');
  if (clientId) errors.clientId = clientId;
  else if (grant.clientId.includes(':')) errors.clientId = 'Identyfikator klienta API nie może zawierać dwukropka.';
  const secret = credentialProblem(grant.clientSecret, 'hasło klienta API');
  if (secret) errors.clientSecret = secret;
  if (grant.kind === 'password') {
    if (grant.username.trim() === '') errors.username = 'Podaj login użytkownika.';
    else if (/[\r\n]/.test(grant.username)) errors.username = 'Login nie może zawierać znaków nowego wiersza.';
    if (grant.password === '') errors.password = 'Podaj hasło użytkownika.';
    const known = new Set(scopeChoices(scopes));
    if (!grant.scopes.some((scope) => scope === scopes.full || scope === scopes.readonly)) {
      errors.scopes = `Wybierz co najmniej jeden zakres: ${scopes.readonly} albo ${scopes.full}.`;
    } else if (grant.scopes.some((scope) => !known.has(scope))) {
      errors.scopes = 'Wybierz tylko zakresy z listy.';
    }
  } else {
    const problem = grant.refreshToken.trim() === '' ? 'Wklej token odświeżania.' : tokenProblem(grant.refreshToken);
    if (problem) errors.refreshToken = problem.replace(/^Token/, 'Token odświeżania');
  }
  return errors;
}

/** Basic credentials of the API client (RFC 6749: each part form-encoded first). */
export function basicCredentials(clientId: string, clientSecret: string): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, '+');
  return `Basic ${btoa(`${encode(clientId)}:${encode(clientSecret)}`)}`;
}

/** The form body of the token request. */
export function grantBody(grant: Grant): string {
  const form = new URLSearchParams();
  if (grant.kind === 'password') {
    form.set('grant_type', 'password');
    form.set('username', grant.username.trim());
    form.set('password', grant.password);
    form.set('scope', grant.scopes.join(' '));
  } else {
    form.set('grant_type', 'refresh_token');
    form.set('refresh_token', grant.refreshToken.trim());
  }
  return form.toString();
}

export interface IssuedToken {
  accessToken: string;
  refreshToken: string | null;
  expiresIn: number | null;
}

/** The mark of a sandbox token that allows reading only (its access and refresh token alike). */
const READ_ONLY_MARK = 'odczyt';

/**
 * The sandbox's token ("Tryb próbny"): any grant that passes the form's checks gets one, made in
 * the browser and good only there, with a refresh token when the reader asked for offline_access.
 * The lifetime is the documented example's. A token with the read-only scope alone says so, and a
 * refreshed token keeps its refresh token's scope, so the sandbox can refuse a change made with it
 * as the API does (`sandboxTokenReadsOnly`).
 */
export function simulatedToken(grant: Grant, scopes: Scopes, random: () => number = Math.random): IssuedToken {
  const part = () =>
    Math.floor(random() * 0x100000000)
      .toString(16)
      .padStart(8, '0');
  const offline = grant.kind === 'refresh' || grant.scopes.includes(OFFLINE_ACCESS);
  const readsOnly =
    grant.kind === 'refresh'
      ? grant.refreshToken.startsWith(`proba-odswiezenie-${READ_ONLY_MARK}-`)
      : grant.scopes.includes(scopes.readonly) && !grant.scopes.includes(scopes.full);
  const mark = readsOnly ? `-${READ_ONLY_MARK}` : '';
  return {
    accessToken: `proba${mark}.${part()}${part()}.${part()}`,
    refreshToken: offline ? `proba-odswiezenie${mark}-${part()}${part()}` : null,
    expiresIn: 1000,
  };
}

/** Whether a token is one the sandbox issued for reading only (GET). */
export function sandboxTokenReadsOnly(token: string | null): boolean {
  return token !== null && token.startsWith(`proba-${READ_ONLY_MARK}.`);
}

export type GrantResult = {token: IssuedToken; problem?: undefined} | {token?: undefined; problem: string};

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** Asks for a token; the issued token, or a Polish problem (refusal, network, malformed answer). */
export async function requestToken(fetcher: Fetch, url: string, grant: Grant, mode: ConsoleMode): Promise<GrantResult> {
  let response: Response;
  try {
    response = await fetcher(url, {
      method: 'POST',
      headers: {
        Authorization: basicCredentials(grant.clientId, grant.clientSecret),
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: grantBody(grant),
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
    });
  } catch {
    return {problem: networkProblem(mode)};
  }
  let body: Record<string, unknown> = {};
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    // not JSON: handled below by the status
  }
  if (!response.ok) {
    if (body.error === 'invalid_grant') {
      return {
        problem:
          grant.kind === 'refresh'
            ? 'Serwer tożsamości odrzucił token odświeżania: jest jednorazowy, mógł już zostać użyty albo wygasnąć. Pobierz nowy token loginem i hasłem.'
            : 'Serwer tożsamości odrzucił login lub hasło użytkownika.',
      };
    }
    if (body.error === 'invalid_client') return {problem: 'Serwer tożsamości odrzucił identyfikator lub hasło klienta API.'};
    if (body.error === 'invalid_scope') return {problem: 'Klient API nie ma wybranego zakresu: zmień zakres albo uprawnienia klienta.'};
    return {problem: `Serwer tożsamości odpowiedział statusem ${response.status}; token nie został wydany.`};
  }
  const accessToken = typeof body.access_token === 'string' ? body.access_token : '';
  if (accessToken === '' || tokenProblem(accessToken) !== null) {
    return {problem: 'Serwer tożsamości nie zwrócił poprawnego tokenu dostępu.'};
  }
  return {
    token: {
      accessToken,
      refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
      expiresIn: typeof body.expires_in === 'number' ? body.expires_in : null,
    },
  };
}
