import type {BuiltRequest} from './validate';

/**
 * "Kopiuj jako curl": exactly what was sent, for the region's API host, as the CurlRequest the
 * reference samples' builder takes (api-reference publishes it as `@theme/ApiCurl`). The token
 * becomes a placeholder unless the reader asks for it.
 */

export interface SentRequest extends BuiltRequest {
  /** The token sent with it, or null when none was sent. */
  token: string | null;
}

export interface CurlInput {
  method: string;
  url: string;
  token: string | null;
  body?: string;
}

/** The request's full URL: the region's host, `/services`, the path and its query. */
export function requestUrl(host: string, request: BuiltRequest): string {
  const query = request.query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  return `${host.replace(/\/+$/, '')}/services${request.path}${query ? `?${query}` : ''}`;
}

/** The body as sent: JSON, two-space indented. */
export function bodyText(request: BuiltRequest): string | undefined {
  return request.body === undefined ? undefined : JSON.stringify(request.body, null, 2);
}

export function curlInput(host: string, sent: SentRequest, {withToken, placeholder}: {withToken: boolean; placeholder: string}): CurlInput {
  return {
    method: sent.method,
    url: requestUrl(host, sent),
    token: sent.token === null ? null : withToken ? sent.token : placeholder,
    body: bodyText(sent),
  };
}
