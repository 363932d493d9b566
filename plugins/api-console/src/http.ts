import type {ConsoleMode} from './target';

/**
 * A call to the real API (modes `direct` and `proxy`) through the browser's fetch, turned into
 * what the answer panel shows; a network failure or a CORS refusal becomes a Polish explanation
 * of what to try, never an exception.
 */

export interface RealAnswer {
  status: number;
  /** The headers the panel shows, by their usual spelling. */
  headers: Record<string, string>;
  /** Parsed JSON, the text when it is not JSON, or null for an empty body. */
  body: unknown;
}

export type RealResult = {answer: RealAnswer; problem?: undefined} | {answer?: undefined; problem: string};

export interface RealRequest {
  method: string;
  url: string;
  /** The Authorization header's token, or null to send none. */
  token: string | null;
  /** JSON text of the body, if any. */
  body?: string;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** Headers the panel shows (the API's own; others are the browser's business). */
export const SHOWN_HEADERS = ['Content-Type', 'Content-Length', 'X-Rate-Limit-Limit', 'X-Rate-Limit-Remaining', 'X-Rate-Limit-Reset'];

export function networkProblem(mode: ConsoleMode): string {
  if (mode === 'proxy') {
    return 'Serwer dokumentacji nie przekazał żądania do API (brak połączenia albo przerwa w działaniu). Sprawdź połączenie z internetem i spróbuj ponownie; możesz też użyć trybu próbnego albo klienta Swagger platformy (adres API regionu z dopiskiem /beta).';
  }
  return 'Nie udało się połączyć z API: brak sieci albo API nie pozwala tej witrynie na żądania z przeglądarki (CORS). Sprawdź połączenie, a jeśli ono działa, wyślij to samo poleceniem curl (przycisk „Kopiuj jako curl”), użyj trybu próbnego albo klienta Swagger platformy (adres API regionu z dopiskiem /beta).';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function shownHeaders(headers: Headers): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const name of SHOWN_HEADERS) {
    const value = headers.get(name);
    if (value !== null) shown[name] = value;
  }
  return shown;
}

/** Sends one request; the answer of any status, or a Polish problem when nothing came back. */
export async function sendReal(fetcher: Fetch, request: RealRequest, mode: ConsoleMode): Promise<RealResult> {
  const headers: Record<string, string> = {Accept: 'application/json'};
  if (request.token !== null) headers.Authorization = `Bearer ${request.token}`;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    // No cookies, no referrer: the API needs neither and the proxy would strip them anyway.
    response = await fetcher(request.url, {
      method: request.method,
      headers,
      body: request.body,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
    });
  } catch {
    return {problem: networkProblem(mode)};
  }
  try {
    return {answer: {status: response.status, headers: shownHeaders(response.headers), body: await readBody(response)}};
  } catch {
    return {problem: networkProblem(mode)};
  }
}
