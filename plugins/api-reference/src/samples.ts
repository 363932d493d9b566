/**
 * Request samples of a reference entry for the reader's region: the curl command (Python, JavaScript
 * and Go are written at build time by src/snippets.ts). Pure:
 * the widget (theme/ApiSamples) passes the host of the region the reader picked.
 */

export type Region = 'waw' | 'krk';
export const DEFAULT_REGION: Region = 'waw';

export interface SampleRequest {
  method: string;
  /** As the API has it, relative to /services: '/instances/{id}/clone_ticket'. */
  path: string;
  /** JSON body skeleton (fields with zero values), or undefined for calls without a body. */
  body?: string;
  /** Required query parameters, by name. */
  query?: readonly string[];
}

/** Full URL for a regional API host ('https://pl1-api.example.com'). */
export function sampleUrl(host: string, request: SampleRequest): string {
  const query = request.query && request.query.length > 0 ? `?${request.query.map((name) => `${name}={${name}}`).join('&')}` : '';
  return `${host.replace(/\/+$/, '')}/services${request.path}${query}`;
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A request as sent: full URL, the token (or null for none) and the body as text. */
export interface CurlRequest {
  method: string;
  url: string;
  /** The token; `TOKEN_PLACEHOLDER` keeps it out of the command, read from the shell instead. */
  token: string | null;
  body?: string;
}

/** Stands for the token in a command: the shell fills it from the TOKEN variable. */
export const TOKEN_PLACEHOLDER = '$TOKEN';

/** The curl command of one request; the samples and the API console (plugins/api-console) share it. */
export function curlCommand(request: CurlRequest): string {
  const lines = [`curl -X ${request.method} ${shellQuote(request.url)}`];
  if (request.token === TOKEN_PLACEHOLDER) lines.push(`  -H "Authorization: Bearer ${TOKEN_PLACEHOLDER}"`);
  else if (request.token !== null) lines.push(`  -H ${shellQuote(`Authorization: Bearer ${request.token}`)}`);
  lines.push(`  -H "Accept: application/json"`);
  if (request.body !== undefined) {
    lines.push(`  -H "Content-Type: application/json"`, `  -d ${shellQuote(request.body)}`);
  }
  return lines.join(' \\\n');
}

export function curlSample(host: string, request: SampleRequest): string {
  return curlCommand({method: request.method, url: sampleUrl(host, request), token: TOKEN_PLACEHOLDER, body: request.body});
}

/** A stored choice, or the default for anything else. */
export function parseRegion(value: string | null | undefined): Region {
  return value === 'krk' || value === 'waw' ? value : DEFAULT_REGION;
}
